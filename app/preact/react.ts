// What the client build gets for `import … from 'react'` (app/vite/preact.ts,
// docs/decisions/006-preact-in-the-browser.md): Preact's React compatibility layer, plus the
// React 19 hook React Router imports that preact/compat lacks (useOptimistic), and a
// useSyncExternalStore that keeps React's hydration behaviour.
import { options } from 'preact'
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'preact/compat'

// @ts-expect-error -- the types of preact/compat are `export =`; the module has these named exports.
export * from 'preact/compat'
export { default } from 'preact/compat'

/**
 * Effects (useEffect) run in a task of their own after the render, as React's scheduler runs
 * them (a MessageChannel message), instead of Preact's requestAnimationFrame + setTimeout: those
 * two stop when the page's timers do (a background tab; the e2e journeys that hold the clock
 * still, where hydration never finished).
 */
if (typeof MessageChannel === 'function') {
  const pending: (() => void)[] = []
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    for (const run of pending.splice(0)) run()
  }
  options.requestAnimationFrame = (run) => {
    if (pending.push(run) === 1) channel.port2.postMessage(null)
  }
}

let hydrating = false

/** Runs a hydration (react-dom-client.ts): the components rendered meanwhile start from the server's snapshots. */
export const whileHydrating = (hydrate: () => void) => {
  hydrating = true
  try {
    hydrate()
  } finally {
    hydrating = false
  }
}

/**
 * React's contract: while hydrating, the server snapshot (so the page matches the server's HTML),
 * then the browser's at once after. preact/compat's version decides "hydrating" from a variable
 * that a component suspending during hydration (a lazy island) leaves set, after which every
 * store with a server snapshot renders it again and again (the header's auth slot looped).
 */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const [fromServer, setFromServer] = useState(() => hydrating && getServerSnapshot !== undefined)
  const value = fromServer ? getServerSnapshot!() : getSnapshot()
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const latestRef = useRef({ value, getSnapshot })
  useLayoutEffect(() => {
    latestRef.current = { value, getSnapshot }
  })
  useLayoutEffect(() => {
    if (fromServer) setFromServer(false)
  }, [fromServer])
  useEffect(() => {
    const check = () => {
      const { value, getSnapshot } = latestRef.current
      if (!Object.is(value, getSnapshot())) rerender(0)
    }
    check()
    return subscribe(check)
  }, [subscribe])
  return value
}

/**
 * React Router's RouterProvider calls `useOptimistic(state)` and only sets an optimistic state
 * when `useTransitions` is on (React transitions for navigations, not used here): so the state
 * passed in is the state shown. Setting one anyway shows it until the next render with a new
 * passthrough value, which is what React does once the transition settles.
 */
export function useOptimistic<S, A = S>(
  passthrough: S,
  reducer?: (state: S, action: A) => S,
): [S, (action: A) => void] {
  const [optimistic, setOptimistic] = useState<{ base: S; value: S } | null>(null)
  const value = optimistic && optimistic.base === passthrough ? optimistic.value : passthrough
  const set = (action: A) =>
    setOptimistic({ base: passthrough, value: reducer ? reducer(value, action) : (action as unknown as S) })
  return [value, set]
}
