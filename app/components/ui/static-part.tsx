import { createContext, type MouseEvent, type ReactNode, useContext } from 'react'
import { createContext as createRouterContext, type RouterContextProvider, useNavigate } from 'react-router'

import { requestInfoContext } from '../../context.ts'

/*
 * Static parts (issue 9: the HTML of `/` and the work before it responds). Most of a page is
 * text, pictures and links: the server renders it, and hydrating it again in the browser buys
 * nothing but the cost — its data travels twice (once as HTML, once in the hydration data) and
 * the browser renders it once more. A static part is rendered by the server like anything else,
 * but on the page's first load the browser keeps the server's HTML as it is and never hydrates
 * it, so its data is left out of the hydration data. On a client-side navigation to the page
 * the data comes with the route's data request, and the part renders as usual.
 *
 * The loader hands such data to `withhold`: for a page request the value goes to the server
 * render only (a router context here, a React context in entry.server.tsx) and the loader
 * answers `undefined` in its place; for a data request (`.data`) it is answered as usual.
 * One page-level value per render.
 */

/** The value a loader withheld from the hydration data of this render. */
export const withheldContext = createRouterContext<{ value: unknown } | null>(null)

/** The same value, handed to the server render (entry.server.tsx). */
export const WithheldData = createContext<{ value: unknown } | null>(null)

/** `data` in a data request's answer; `undefined` in a page's, with `data` kept for the server render. */
export const withhold = <T,>(context: Readonly<RouterContextProvider>, data: T): T | undefined => {
  if (!context.get(requestInfoContext).pageRequest) return data
  context.set(withheldContext, { value: data })
  return undefined
}

/** The withheld data: from the loader's answer when it has it, else (server render) as withheld. */
export const useWithheld = <T,>(fromLoader: T | undefined): T | undefined => {
  const withheld = useContext(WithheldData)
  return fromLoader ?? (withheld?.value as T | undefined)
}

/**
 * `dangerouslySetInnerHTML` that keeps an element's server HTML: React and Preact leave the
 * content of such an element alone while hydrating, and an unchanged `__html` on later renders.
 * For HTML withheld from the hydration data (a post's body) and for static parts.
 */
export const SERVER_HTML = { __html: '' }

/**
 * Links in a part that was never hydrated are plain anchors. A click on one goes through the
 * router as a `<Link>` would (no full page load), unless it asks for something else (a new tab,
 * a download, another site, a modifier key). A link within the page scrolls smoothly to its
 * target (at once with reduced motion); a link to a form also puts the cursor in its first
 * field (SPEC.md §1: the tutoring call to action scrolls to #contactForm).
 */
const usePartLinks = () => {
  const navigate = useNavigate()
  return (e: MouseEvent<HTMLElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return
    const a = (e.target as Element).closest('a')
    if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download') || !a.href) return
    const url = new URL(a.href)
    if (url.origin !== location.origin) return
    if (url.pathname !== location.pathname || url.search !== location.search) {
      e.preventDefault()
      void navigate(url.pathname + url.search + url.hash)
      return
    }
    const target = url.hash && document.getElementById(decodeURIComponent(url.hash.slice(1)))
    if (!target) return
    e.preventDefault()
    const form = target instanceof HTMLFormElement
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: form ? 'center' : 'start' })
    if (form) target.querySelector<HTMLElement>('input, textarea, select')?.focus({ preventScroll: true })
    history.replaceState(history.state, '', url.hash)
  }
}

/**
 * A static part: `children(data)` rendered in `<div id>`. Without data (the browser hydrating
 * the page it loaded) the `<div>` keeps the server's HTML untouched (SERVER_HTML). When data
 * arrives (a revalidation), the part renders from it.
 */
export const StaticPart = <T,>({
  id,
  data,
  children,
}: {
  id: string
  data: T | undefined
  children: (data: T) => ReactNode
}) => {
  const onClick = usePartLinks()
  return data === undefined ? (
    <div id={id} onClick={onClick} dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />
  ) : (
    <div id={id} onClick={onClick}>
      {children(data)}
    </div>
  )
}
