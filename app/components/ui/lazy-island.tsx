import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react'

/** Runs fn in a task of its own (a message, not a timer: a page's clock may be held, as tests do). */
const inNextTask = (fn: () => void) => {
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    channel.port1.close()
    fn()
  }
  channel.port2.postMessage(null)
}

/**
 * Resolves once the element is near the viewport or the visitor interacts with it. When the
 * element is not in the document (a client-side navigation), it resolves at once. It resolves
 * in a task of its own: parts of a page that come near together (the intersection observers
 * report in one task) then hydrate one task each instead of one long task.
 */
const whenNear = (id: string) =>
  new Promise<void>((resolve) => {
    const el = document.getElementById(id)
    if (!el || typeof IntersectionObserver === 'undefined') return resolve()
    const done = () => {
      observer.disconnect()
      for (const type of ['focusin', 'pointerdown', 'pointerenter'] as const) el.removeEventListener(type, done)
      inNextTask(resolve)
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: '600px 0px',
    })
    observer.observe(el)
    for (const type of ['focusin', 'pointerdown', 'pointerenter'] as const)
      el.addEventListener(type, done, { once: true })
  })

/**
 * A component whose code is fetched only when its server-rendered HTML scrolls near the
 * viewport: the HTML is complete from the start, and React hydrates it when the code arrives
 * (a dehydrated Suspense boundary). Keeps below-the-fold widgets out of the first load.
 */
export const lazyIsland = <P extends object>(id: string, load: () => Promise<{ default: ComponentType<P> }>) => {
  const Lazy = lazy(() => (typeof document === 'undefined' ? load() : whenNear(id).then(load)))
  const Island = ({ fallback = null, ...props }: P & { fallback?: ReactNode }) => (
    <div id={id}>
      <Suspense fallback={fallback}>
        <Lazy {...(props as unknown as P)} />
      </Suspense>
    </div>
  )
  return Island
}

/** A thenable that calls back at once: React.lazy and preact/compat's lazy both resolve it without suspending. */
const settled = <T,>(value: T) => ({ then: (ok: (v: T) => void) => ok(value) }) as unknown as Promise<T>

/**
 * A part of a page rendered on the server in place, like any other, but hydrated only when it
 * comes near the viewport or the visitor interacts with it: its hydration leaves the page's
 * first long task (issue 9: total blocking time on `/`). Until then its HTML is the server's,
 * links and native controls work, scripted controls wait. Create one per id, at module level.
 * In a client-side navigation (the id not in the document yet) it renders at once.
 */
export const deferredHydration = (id: string) => {
  // Once hydrated, the wrapper says so (data-hydrated, as <html> does for the page): tests that
  // drive a part wait for it.
  const Hydrated = ({ children }: { children?: ReactNode }) => {
    useEffect(() => document.getElementById(id)?.setAttribute('data-hydrated', 'true'), [])
    return <>{children}</>
  }
  const loaded = { default: Hydrated }
  const Lazy = lazy(() =>
    typeof document === 'undefined' || !document.getElementById(id) ? settled(loaded) : whenNear(id).then(() => loaded),
  )
  const Later = ({ children }: { children: ReactNode }) => (
    <div id={id}>
      <Suspense fallback={null}>
        <Lazy>{children}</Lazy>
      </Suspense>
    </div>
  )
  return Later
}
