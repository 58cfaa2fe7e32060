import type { ErrorResponse } from '../../../../core/schemas/common.ts'
import { API_BASE, ApiError, refreshAccessToken } from '../../../lib/api-client.ts'
import { getAccessToken } from '../../../lib/auth-storage.ts'

export interface DownloadProgress {
  received: number
  /** From Content-Length; null when the server did not say. */
  total: number | null
}

/**
 * GET /admin/backup, read chunk by chunk so the screen can show progress (the bearer token
 * rules out a plain link), then saved under the server's file name.
 */
export const downloadBackup = async (onProgress: (p: DownloadProgress) => void, onStarted: () => void) => {
  const get = (token: string | null) =>
    fetch(`${API_BASE}/admin/backup`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
  const token = getAccessToken()
  let res: Response
  try {
    res = await get(token)
    if (res.status === 401 && token) res = await get(await refreshAccessToken())
  } catch (err) {
    if (err instanceof ApiError) throw err
    throw new ApiError(0, null, 'The backup failed: the server could not be reached')
  }
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as Partial<ErrorResponse> | null
    throw new ApiError(res.status, body, 'The backup failed')
  }
  onStarted()
  const total = Number(res.headers.get('content-length')) || null
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'folio-backup.tar.gz'
  const reader = res.body.getReader()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    received += value.byteLength
    onProgress({ received, total })
  }
  const url = URL.createObjectURL(new Blob(chunks, { type: 'application/gzip' }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.click()
  URL.revokeObjectURL(url)
  return { name, bytes: received }
}
