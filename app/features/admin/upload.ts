import type { ErrorResponse } from '../../../core/schemas/common.ts'
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES, type UploadCreated } from '../../../core/schemas/upload.ts'
import { API_BASE, ApiError, refreshAccessToken } from '../../lib/api-client.ts'
import { clearSession, getAccessToken } from '../../lib/auth-storage.ts'

export const IMAGE_ACCEPT = UPLOAD_IMAGE_TYPES.join(',')
export const PDF_ACCEPT = 'application/pdf'

/** The checks the server makes, made first so a wrong file fails at once (API.md uploads). */
export const checkFile = (file: File, accept: string): string | null => {
  if (file.size > UPLOAD_MAX_BYTES) return `${file.name} is larger than 10 MB`
  const allowed = accept.split(',')
  if (file.type && !allowed.includes(file.type)) {
    return accept === PDF_ACCEPT
      ? `${file.name} is not a PDF`
      : `${file.name} is not a JPEG, PNG, WebP, AVIF or GIF image`
  }
  return null
}

const send = (file: File, token: string | null, onProgress: (fraction: number) => void, signal?: AbortSignal) =>
  new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${API_BASE}/admin/uploads`)
    xhr.responseType = 'json'
    xhr.setRequestHeader('accept', 'application/json')
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total)
    }
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response as unknown })
    xhr.onerror = () => reject(new ApiError(0, null, 'Upload failed: the server could not be reached'))
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    const form = new FormData()
    form.append('file', file)
    xhr.send(form)
  })

/**
 * POST /admin/uploads with upload progress (fetch cannot report it, so XMLHttpRequest), with the
 * same one refresh-and-retry on 401 as every other call.
 */
export const uploadFile = async (
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadCreated> => {
  const token = getAccessToken()
  let res = await send(file, token, onProgress, signal)
  if (res.status === 401 && token) {
    let fresh: string
    try {
      fresh = await refreshAccessToken()
    } catch {
      clearSession()
      window.location.assign('/log-me-in')
      throw new ApiError(401, null, 'Session expired')
    }
    onProgress(0)
    res = await send(file, fresh, onProgress, signal)
  }
  if (res.status < 200 || res.status >= 300) {
    throw new ApiError(res.status, res.body as Partial<ErrorResponse> | null, 'Upload failed')
  }
  onProgress(1)
  return res.body as UploadCreated
}

/** A data: URL for an instant local preview (the page's CSP allows data: images, not blob:). */
export const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
