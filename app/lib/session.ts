import type { LoginResponse, TokenResponse, User } from '../../core/schemas/auth.ts'
import { api } from './api-client.ts'
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  getStoredUser,
  setStoredUser,
  setTokens,
} from './auth-storage.ts'

// The client session of SPEC.md §4: log in, fetch the current user, check on load, log out.
// Tokens and the user live in auth-storage.ts; every call goes through api-client.ts.

/** GET /auth/me; a failure clears the session (SPEC.md §4, §8 "Failed to get user"). */
export const fetchCurrentUser = async (opts: { redirectOnExpiry?: boolean } = {}): Promise<User> => {
  try {
    const user = await api.get<User>('/auth/me', { fallback: 'Failed to get user', ...opts })
    setStoredUser(user)
    return user
  } catch (err) {
    if ((err as Error).name !== 'AbortError') clearSession()
    throw err
  }
}

const startSession = (tokens: TokenResponse) => {
  setTokens(tokens.access_token, tokens.refresh_token)
  return fetchCurrentUser()
}

/**
 * POST /auth/login as a multipart form (`username` holds the email), then GET /auth/me. With
 * two-factor sign-in the answer is `{ challenge }` instead: the code step (verifyTwoFactor) follows.
 */
export const logIn = async (email: string, password: string): Promise<User | { challenge: string }> => {
  const form = new FormData()
  form.set('username', email)
  form.set('password', password)
  const res = await api.post<LoginResponse>('/auth/login', form, { auth: false, fallback: 'Login failed' })
  if ('two_factor_required' in res) return { challenge: res.challenge }
  return startSession(res)
}

/** The code step: an authenticator code or a recovery code for the login's challenge. */
export const verifyTwoFactor = async (challenge: string, code: string): Promise<User> =>
  startSession(
    await api.post<TokenResponse>('/auth/2fa/verify', { challenge, code }, { auth: false, fallback: 'Login failed' }),
  )

/** Revokes the refresh token (a failure is only logged, SPEC.md §8) and forgets the session. */
export const logOut = async () => {
  const refreshToken = getRefreshToken()
  try {
    await api.post('/auth/logout', refreshToken ? { refresh_token: refreshToken } : {}, { auth: false })
  } catch (err) {
    console.warn('Logout request failed', err)
  }
  clearSession()
}

let checked = false

/**
 * SPEC.md §4 session check, once per page load: signed in (a token is stored) but no user loaded
 * → fetch the user. On a public page an expired session is cleared quietly, without sending the
 * visitor to the login page.
 */
export const checkSession = async () => {
  if (checked) return
  checked = true
  if (!getAccessToken() || getStoredUser()) return
  try {
    await fetchCurrentUser({ redirectOnExpiry: false })
  } catch {
    // fetchCurrentUser cleared the session; the header shows the signed-out state.
  }
}

const FLASH_KEY = 'folio:flash'

/** A success message to show after a full page load (SPEC.md §4: "Login successful!" then /admin). */
export const setFlash = (message: string) => {
  try {
    sessionStorage.setItem(FLASH_KEY, message)
  } catch {
    // Storage unavailable: the toast shown before leaving is all there is.
  }
}

export const takeFlash = () => {
  try {
    const message = sessionStorage.getItem(FLASH_KEY)
    if (message) sessionStorage.removeItem(FLASH_KEY)
    return message
  } catch {
    return null
  }
}
