import { type ComponentType, lazy, type ReactNode, Suspense } from 'react'

/**
 * Resolves once the element is near the viewport or the visitor interacts with it. When the
 * element is not in the document (a client-side navigation), it resolves at once.
 */
const whenNear = (id: string) =>
  new Promise<void>((resolve) => {
    const el = document.getElementById(id)
    if (!el || typeof IntersectionObserver === 'undefined') return resolve()
    const done = () => {
      observer.disconnect()
      for (const type of ['focusin', 'pointerdown', 'pointerenter'] as const) el.removeEventListener(type, done)
      resolve()
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
