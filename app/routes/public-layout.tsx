import { useEffect } from 'react'
import { Outlet, useLocation, useNavigate, useRouteError, useRouteLoaderData, isRouteErrorResponse } from 'react-router'

import { DEFAULT_NAVIGATION } from '../../core/site-defaults.ts'
import { headerItems } from '../components/layout/nav-items.ts'
import { ErrorContent } from '../components/layout/error-screen.tsx'
import { SiteFooter } from '../components/layout/site-footer.tsx'
import { SiteHeader } from '../components/layout/site-header.tsx'
import { deferredHydration } from '../components/ui/lazy-island.tsx'
import { toast } from '../lib/toast.ts'
import type { loader as rootLoader } from '../root.tsx'

// A detail page whose item is gone redirects to its list with ?notice=… (SPEC.md §2, §8).
const NOTICES: Record<string, string> = {
  'project-not-found': 'Project not found',
  // Verbatim from SPEC.md §2 and §8, lower case included.
  'post-not-found': 'blog not found',
}

const SkipLink = () => (
  <a
    href="#main"
    className="sr-only z-50 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
  >
    Skip to content
  </a>
)

// Below every page's first screen: hydrated as it nears (issue 9, the first long task).
const FooterLater = deferredHydration('footer-later')

const Shell = ({ children }: { children: React.ReactNode }) => {
  const data = useRouteLoaderData<typeof rootLoader>('root')
  if (!data) return <>{children}</>
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader
        ownerName={data.site.name}
        logoUrl={data.site.logo_url}
        // Then the pages shown in the navigation (docs/api/owners-site.md, Pages).
        items={headerItems((data.navigation ?? DEFAULT_NAVIGATION).header, data.navPages)}
      />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <FooterLater>
        <SiteFooter site={data.site} links={(data.navigation ?? DEFAULT_NAVIGATION).footer} />
      </FooterLater>
    </div>
  )
}

const NoticeToast = () => {
  const location = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    const params = new URLSearchParams(location.search)
    const notice = params.get('notice')
    if (!notice) return
    const message = NOTICES[notice]
    // The id keeps it one toast should the effect run again before the URL loses its notice.
    if (message) toast.error(message, { id: notice })
    params.delete('notice')
    const search = params.toString()
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true, preventScrollReset: true },
    )
  }, [location.pathname, location.search, navigate])
  return null
}

export default function PublicLayout() {
  return (
    <Shell>
      <NoticeToast />
      <Outlet />
    </Shell>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  return (
    <Shell>
      <div className="px-4">
        <ErrorContent status={status} />
      </div>
    </Shell>
  )
}
