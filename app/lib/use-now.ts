import { useSyncExternalStore } from 'react'

const MINUTE = 60_000

const subscribe = (onChange: () => void) => {
  const timer = setInterval(onChange, MINUTE)
  return () => clearInterval(timer)
}
// Rounded to the minute so that repeated reads within a render agree.
const getNow = () => Math.floor(Date.now() / MINUTE) * MINUTE

/**
 * The current time for relative dates: `serverNow` (the instant the page was rendered, sent with
 * the loader data) on the server and during hydration, then the visitor's clock, every minute.
 */
export const useNow = (serverNow: number) => useSyncExternalStore(subscribe, getNow, () => serverNow)
