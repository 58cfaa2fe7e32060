import type { ErrorResponse } from '../../core/schemas/common.ts'
import { clearSession, getAccessToken, getRefreshToken, setTokens } from './auth-storage.ts'

// The one way the browser talks to /api/v1 (STYLE.md): bearer token, one refresh-and-replay on a
// 401 shared by every request waiting at that moment, and errors normalised to ApiError.

export const API_BASE = '/api/v1'

export class ApiError extends Error {
  readonly status: number
  readonly detail: string
  readonly code: string
  readonly errors: ErrorResponse['errors']

  constructor(status: number, body: Partial<ErrorResponse> | null, fallback: string) {
    const detail = body?.detail || fallback
    super(detail)
    this.name = 'ApiError'
    this.status = status
    this.detail = detail
    this.code = body?.code ?? (status === 0 ? 'NETWORK_ERROR' : 'HTTP_ERROR')
    this.errors = body?.errors
  }
}

type Query = Record<string, string | number | boolean | null | undefined>

export interface RequestOptions {
  query?: Query
  /** JSON body; a FormData or URLSearchParams is sent as is. */
  body?: unknown
  signal?: AbortSignal
  /** Message when the server gives none (SPEC.md §8, e.g. "Failed to fetch projects"). */
  fallback?: string
  /** Send the bearer token and refresh on 401 (default true). */
  auth?: boolean
  /** When the refresh fails: go to /log-me-in (default), or only clear the session (background checks). */
  redirectOnExpiry?: boolean
  /** Answer the body as text (a CSV download) instead of JSON. */
  text?: boolean
}

const url = (path: string, query?: Query) => {
  const qs = new URLSearchParams()
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v))
  const s = qs.toString()
  return `${API_BASE}${path}${s ? `?${s}` : ''}`
}

let refreshing: Promise<string> | null = null

/** SPEC.md §4: one refresh at a time; every 401 waits for it, then replays once. */
export const refreshAccessToken = () => {
  refreshing ??= (async () => {
    const refreshToken = getRefreshToken()
    if (!refreshToken) throw new ApiError(401, null, 'No refresh token available')
    const res = await fetch(url('/auth/refresh'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    })
    const body = (await res.json().catch(() => null)) as { access_token?: string; refresh_token?: string } | null
    if (!res.ok || !body?.access_token)
      throw new ApiError(res.status, body as Partial<ErrorResponse>, 'Session expired')
    setTokens(body.access_token, body.refresh_token)
    return body.access_token
  })().finally(() => {
    refreshing = null
  })
  return refreshing
}

const send = (method: string, path: string, opts: RequestOptions, token: string | null) => {
  const headers: Record<string, string> = { accept: 'application/json' }
  let body: BodyInit | undefined
  if (opts.body instanceof FormData || opts.body instanceof URLSearchParams) body = opts.body
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(opts.body)
  }
  if (token) headers.authorization = `Bearer ${token}`
  return fetch(url(path, opts.query), { method, headers, body, signal: opts.signal, credentials: 'same-origin' })
}

const parse = async <T>(res: Response, fallback: string, text?: boolean): Promise<T> => {
  if (res.status === 204) return undefined as T
  if (res.ok && text) return (await res.text()) as T
  const body: unknown = await res.json().catch(() => null)
  if (!res.ok) throw new ApiError(res.status, body as Partial<ErrorResponse> | null, fallback)
  return body as T
}

export const request = async <T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> => {
  const fallback = opts.fallback ?? 'Something went wrong'
  const useAuth = opts.auth !== false
  const token = useAuth ? getAccessToken() : null
  let res: Response
  try {
    res = await send(method, path, opts, token)
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err
    throw new ApiError(0, null, fallback)
  }
  if (res.status === 401 && useAuth && token) {
    const current = getAccessToken()
    // The session ended while this request was in flight (logout, or another request's failed
    // refresh, which has already sent the user on): nothing to refresh and nowhere to send them.
    if (!current) throw new ApiError(401, null, 'Session expired')
    let fresh: string
    try {
      // Another request may have refreshed while this one was in flight: use its token.
      fresh = current !== token ? current : await refreshAccessToken()
    } catch {
      clearSession()
      if (typeof window !== 'undefined' && opts.redirectOnExpiry !== false) window.location.assign('/log-me-in')
      throw new ApiError(401, null, 'Session expired')
    }
    res = await send(method, path, opts, fresh)
  }
  return parse<T>(res, fallback, opts.text)
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body }),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, { ...opts, body }),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
}
