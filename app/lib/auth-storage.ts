import { useSyncExternalStore } from 'react'

import type { User } from '../../core/schemas/auth.ts'
import { STORAGE_KEYS } from '../../core/constants.ts'

// The browser session (SPEC.md §4, §9 storage keys). Tokens live in localStorage, so the server
// never knows who is signed in: pages render signed-out and the header fills in after hydration.

const EVENT = 'folio:auth'

const read = (key: string) => {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}
const write = (key: string, value: string | null) => {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // Storage unavailable: the session lasts for this page only.
  }
}

export const getAccessToken = () => read(STORAGE_KEYS.token)
export const getRefreshToken = () => read(STORAGE_KEYS.refreshToken)

export const getStoredUser = (): User | null => {
  const raw = read(STORAGE_KEYS.user)
  if (!raw) return null
  try {
    return JSON.parse(raw) as User
  } catch {
    return null
  }
}

const notify = () => window.dispatchEvent(new Event(EVENT))

export const setTokens = (access: string, refresh?: string | null) => {
  write(STORAGE_KEYS.token, access)
  if (refresh !== undefined) write(STORAGE_KEYS.refreshToken, refresh)
  notify()
}

export const setStoredUser = (user: User | null) => {
  write(STORAGE_KEYS.user, user ? JSON.stringify(user) : null)
  notify()
}

export const clearSession = () => {
  write(STORAGE_KEYS.token, null)
  write(STORAGE_KEYS.refreshToken, null)
  write(STORAGE_KEYS.user, null)
  notify()
}

const subscribe = (onChange: () => void) => {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(e.key)) onChange()
  }
  window.addEventListener(EVENT, onChange)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(EVENT, onChange)
    window.removeEventListener('storage', onStorage)
  }
}

export type AuthSnapshot = 'loading' | 'signed-in' | 'signed-out'

/** SPEC.md §4: authenticated when an access token is stored; 'loading' on the server and while hydrating. */
export const useAuthStatus = (): AuthSnapshot =>
  useSyncExternalStore(
    subscribe,
    () => (getAccessToken() ? 'signed-in' : 'signed-out'),
    () => 'loading',
  )
