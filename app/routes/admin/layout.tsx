import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from 'react-router'

import { ErrorScreen } from '../../components/layout/error-screen.tsx'
import { adminApi } from '../../features/admin/api.ts'
import { adminUserContext, type NotAuthorizedData, requireAdmin } from '../../features/admin/guard.ts'
import { AdminLoading } from '../../features/admin/shell/admin-loading.tsx'
import { AdminShell } from '../../features/admin/shell/admin-shell.tsx'
import { NotAuthorized } from '../../features/admin/shell/not-authorized.tsx'
import { useFlashToast } from '../../features/admin/use-flash-toast.ts'
import type { loader as rootLoader } from '../../root.tsx'
import type { Route } from './+types/layout'

// The /admin subtree (SPEC.md §2): browser-only, since the session lives in browser storage.
// The server renders the loading screen; the guard and every loader run in the browser.

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [requireAdmin]

export const clientLoader = async ({ context }: Route.ClientLoaderArgs) => {
  const user = context.get(adminUserContext)
  // The unread badge in the sidebar; a failure here must not keep the admin area from opening.
  // …and the running version under it (GET /api/v1/health), left out when health does not answer.
  const [unread, version] = await Promise.all([
    adminApi
      .listMessages({ limit: 1, unread: true })
      .then((r) => r.unread)
      .catch(() => 0),
    fetch('/api/v1/health')
      .then(async (r) => ((await r.json()) as { version?: unknown }).version)
      .then((v) => (typeof v === 'string' ? v : undefined))
      .catch(() => undefined),
  ])
  return { user, unread, version }
}
clientLoader.hydrate = true as const

export const meta: Route.MetaFunction = () => [{ title: 'Admin' }, { name: 'robots', content: 'noindex' }]

export function HydrateFallback() {
  return <AdminLoading />
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  // SPEC.md §4: "Login successful!" survives the full page load that brings the dashboard up.
  useFlashToast()
  return (
    <AdminShell
      siteName={root?.site.name ?? 'Portfolio'}
      user={loaderData.user}
      unread={loaderData.unread}
      version={loaderData.version}
    >
      <Outlet />
    </AdminShell>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <NotAuthorized email={(error.data as NotAuthorizedData | undefined)?.email} />
  }
  return <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} />
}
