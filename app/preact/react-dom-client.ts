// What the client build gets for `import … from 'react-dom/client'` (app/vite/preact.ts,
// docs/decisions/006-preact-in-the-browser.md): Preact's createRoot/hydrateRoot, with the two
// things React does for React Router's `hydrateRoot(document, <HydratedRouter />)` that Preact
// does not.
import type { ComponentChild } from 'preact'
import { hydrate } from 'preact/compat'
import { createRoot } from 'preact/compat/client'

import { whileHydrating } from './react.ts'

export { createRoot }

/**
 * Preact renders into `document.documentElement` when given `document` and would put the app's
 * <html> inside it (preactjs/preact#3794). This stands for the document as a parent whose one
 * child is <html>, so hydration finds the server's <html> and adopts it.
 */
const documentRoot = (): Element => {
  const html = document.documentElement
  return {
    nodeType: 1,
    namespaceURI: html.namespaceURI,
    ownerDocument: document,
    get firstChild() {
      return document.documentElement
    },
    get childNodes() {
      return [document.documentElement]
    },
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
    appendChild: (node: Node) => document.appendChild(node),
    removeChild: (node: Node) => document.removeChild(node),
    contains: (node: Node) => document.contains(node),
  } as unknown as Element
}

/**
 * HydratedRouter suspends (throws a promise) on its first render until it has decoded the data
 * the server streamed into the page; React suspends the whole root and hydrates when it settles.
 * Preact has no root to suspend (its Suspense boundary would not keep a whole document), so the
 * same happens here: the hydration that threw is dropped (it threw before touching the page) and
 * starts again once the promise settles.
 */
export function hydrateRoot(container: Element | Document, children: ComponentChild) {
  const parent = container.nodeType === 9 ? documentRoot() : (container as Element)
  const attempt = () => {
    try {
      whileHydrating(() => hydrate(children as never, parent))
    } catch (thrown) {
      if (!(thrown instanceof Promise)) throw thrown
      void thrown.then(attempt, attempt)
    }
  }
  attempt()
  return createRoot(parent)
}
