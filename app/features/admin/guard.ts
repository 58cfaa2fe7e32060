import { createContext, data, redirect, type RouterContextProvider } from 'react-router'

import type { User } from '../../../core/schemas/auth.ts'
import { ApiError } from '../../lib/api-client.ts'
import { getAccessToken, getStoredUser } from '../../lib/auth-storage.ts'
import { fetchCurrentUser } from '../../lib/session.ts'

/** The signed-in administrator, for the admin routes' loaders. */
export const adminUserContext = createContext<User>()

/** What the admin error boundary gets when a signed-in user is not an administrator. */
export interface NotAuthorizedData {
  email: string
}

// The user is asked for once per page load; later navigations trust it while the same user
// stays signed in.
let verified: User | null = null

/**
 * The /admin guard (client middleware, before any admin loader runs): signed out → /log-me-in;
 * signed in but not a superuser → a 403 that the admin layout shows as "not authorized".
 */
export const requireAdmin = async ({ context }: { context: Readonly<RouterContextProvider> }) => {
  if (!getAccessToken()) {
    verified = null
    throw redirect('/log-me-in')
  }
  if (!verified || verified.id !== getStoredUser()?.id) {
    try {
      verified = await fetchCurrentUser({ redirectOnExpiry: false })
    } catch (err) {
      verified = null
      if (err instanceof ApiError && err.status === 401) throw redirect('/log-me-in')
      throw err
    }
  }
  if (!verified.is_superuser) throw data({ email: verified.email } satisfies NotAuthorizedData, { status: 403 })
  context.set(adminUserContext, verified)
}

/** Forget the verified user (logout). */
export const forgetAdmin = () => {
  verified = null
}

/** Keep the verified user in step with an update of their own account (name in the sidebar). */
export const rememberAdmin = (user: User) => {
  if (verified?.id === user.id) verified = user
}
