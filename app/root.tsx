import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'

import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import fontsheet from './fonts.css?url'
import interBasic from './fonts/inter-basic-wght-normal.woff2?url'
import { ErrorScreen } from './components/layout/error-screen.tsx'
import { Toaster } from './components/layout/toaster.tsx'
import { requestInfoContext, servicesContext } from './context.ts'
import { getAccessToken } from './lib/auth-storage.ts'
import { FONTS_LINK_ID, FONTS_SCRIPT, switchFontsOn, warmFonts } from './lib/fonts.ts'
import { DEFAULT_ACCENT_COLOR, DEFAULT_NAVIGATION } from '../core/site-defaults.ts'
import { accentStyle } from '../core/accent.ts'
import { layoutProfile } from './lib/site-profile.ts'
import { THEME_SCRIPT } from './lib/theme.ts'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'alternate', type: 'application/rss+xml', title: 'RSS', href: '/rss.xml' },
  { rel: 'alternate', type: 'application/feed+json', title: 'JSON Feed', href: '/feed.json' },
]

export const loader = async ({ context }: Route.LoaderArgs) => {
  const services = context.get(servicesContext)
  const { siteUrl } = context.get(requestInfoContext)
  // The layout's part of the profile only; the home page loads the rest (lib/site-profile.ts).
  const [profile, copy, navigation, navPages] = await Promise.all([
    services.site.get(),
    services.site.copyOverrides(),
    services.site.navigation(),
    services.pages.navLinks(),
  ])
  const site = layoutProfile(profile)
  // Only what the owner changed (texts, navigation): a fresh install's pages carry no more.
  // navPages: the header links of pages with show_in_nav (docs/api/owners-site.md, Pages).
  const custom = JSON.stringify(navigation) !== JSON.stringify(DEFAULT_NAVIGATION)
  return { site, siteUrl, year: new Date().getUTCFullYear(), copy, navigation: custom ? navigation : null, navPages }
}

// The profile changes only through the admin area, which reloads the page; client navigations
// never need it again.
export const shouldRevalidate = () => false

/**
 * A page change scrolls at once (to the top, or on Back to where the reader was), though
 * in-page links glide: html's smooth scroll-behavior (app.css) is off from the moment a
 * navigation starts until the frame after it ends, which covers ScrollRestoration's scroll
 * whichever component renders first. Without this the new page showed at the old position,
 * then slid up for a second. A hash-only change loads nothing (stays idle): it still glides.
 */
const InstantPageScroll = () => {
  const navigating = useNavigation().state !== 'idle'
  useLayoutEffect(() => {
    const html = document.documentElement
    if (navigating) {
      html.style.scrollBehavior = 'auto'
      return
    }
    const frame = requestAnimationFrame(() => html.style.removeProperty('scroll-behavior'))
    return () => cancelAnimationFrame(frame)
  }, [navigating])
  return null
}

/**
 * The site's icons (the owner's favicon, else the default ones) and its accent colour as an
 * inline style: no extra request, and no flash of the default colour (docs/api/owners-site.md,
 * "Design").
 */
const SiteLook = () => {
  const data = useRouteLoaderData<typeof loader>('root')
  const favicon = data?.site.favicon_url
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: accentStyle(data?.site.accent_color ?? DEFAULT_ACCENT_COLOR) }} />
      {favicon ? (
        <link rel="icon" href={favicon} />
      ) : (
        <>
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        </>
      )}
    </>
  )
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#020617" media="(prefers-color-scheme: dark)" />
        {/* Before any paint: the stored theme, else the system's (its hash is in the CSP). */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <Meta />
        <Links />
        <SiteLook />
        {/* Inter, once the browser has it: never swapped in under a reader (lib/fonts.ts); as usual without JavaScript. */}
        {/* Its media is switched to "all" by the script before hydration: not a mismatch. */}
        <link rel="stylesheet" href={fontsheet} media="print" id={FONTS_LINK_ID} suppressHydrationWarning />
        <script dangerouslySetInnerHTML={{ __html: FONTS_SCRIPT }} />
        <noscript dangerouslySetInnerHTML={{ __html: `<link rel="stylesheet" href="${fontsheet}">` }} />
      </head>
      <body className="min-h-dvh">
        {children}
        <InstantPageScroll />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  // A marker that the page is interactive (tests wait for it before clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    warmFonts(interBasic)
  }, [])
  // Inter from the first client-side navigation on: the new page is laid out anyway (lib/fonts.ts).
  const { pathname } = useLocation()
  const firstPath = useRef(pathname)
  useEffect(() => {
    if (pathname !== firstPath.current) switchFontsOn()
  }, [pathname])
  // SPEC.md §4: a session check on load (signed in without a user loaded → fetch the user).
  // Its code (and the API client) is fetched only by a browser that holds a token.
  useEffect(() => {
    if (getAccessToken()) void import('./lib/session.ts').then((m) => m.checkSession())
  }, [])
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  )
}

/** SPEC.md §2: the top-level error screen says "Something went wrong" and offers Refresh Page. */
export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  return <ErrorScreen status={status} />
}
