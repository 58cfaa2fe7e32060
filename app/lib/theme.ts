import { useSyncExternalStore } from 'react'

import { STORAGE_KEYS } from '../../core/constants.ts'

export type Theme = 'light' | 'dark'

/**
 * Runs in <head> before the first paint (its hash is allowed by the page's CSP): the stored
 * choice, else the system preference, applied as the `dark` class on <html>.
 */
export const THEME_SCRIPT = `(function(){try{var s=localStorage.getItem('${STORAGE_KEYS.theme}');var d=s?s==='dark':matchMedia('(prefers-color-scheme: dark)').matches;var e=document.documentElement;e.classList.toggle('dark',d);e.style.colorScheme=d?'dark':'light'}catch(_){}})()`

const EVENT = 'folio:theme'

const readTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light')

const apply = (theme: Theme) => {
  const root = document.documentElement
  root.classList.toggle('dark', theme === 'dark')
  root.style.colorScheme = theme
  window.dispatchEvent(new Event(EVENT))
}

export const setTheme = (theme: Theme) => {
  try {
    localStorage.setItem(STORAGE_KEYS.theme, theme)
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  apply(theme)
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(EVENT, onChange)
  // Follow the system while the visitor has not chosen.
  const media = window.matchMedia('(prefers-color-scheme: dark)')
  const onSystem = () => {
    let stored: string | null = null
    try {
      stored = localStorage.getItem(STORAGE_KEYS.theme)
    } catch {
      // ignore
    }
    if (!stored) apply(media.matches ? 'dark' : 'light')
  }
  // Another tab changed the choice.
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEYS.theme && (e.newValue === 'dark' || e.newValue === 'light')) apply(e.newValue)
  }
  media.addEventListener('change', onSystem)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(EVENT, onChange)
    media.removeEventListener('change', onSystem)
    window.removeEventListener('storage', onStorage)
  }
}

/** The current theme; undefined on the server and during hydration (the class is set already). */
export const useTheme = (): Theme | undefined => useSyncExternalStore(subscribe, readTheme, () => undefined)
