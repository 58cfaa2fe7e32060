import { History } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

import { buttonClass } from '../../../components/ui/button.ts'

/**
 * Where a document's unsaved draft waits in the browser: one key per post or page
 * (`post:<id>`, `page:<id>`; `post:new` for a new one).
 */
export const DRAFT_KEY_PREFIX = 'folio:draft:'
const DEBOUNCE_MS = 800

interface Draft<V> {
  saved_at: string
  values: V
}

const read = <V,>(key: string): Draft<V> | null => {
  try {
    const raw = localStorage.getItem(key)
    if (!raw) return null
    const parsed = JSON.parse(raw) as Partial<Draft<V>>
    return typeof parsed.saved_at === 'string' && parsed.values && typeof parsed.values === 'object'
      ? (parsed as Draft<V>)
      : null
  } catch {
    return null
  }
}

// Storage may be full or refused (private windows): autosave is a safety net, never an error.
const write = (key: string, draft: Draft<unknown>) => {
  try {
    localStorage.setItem(key, JSON.stringify(draft))
  } catch {
    /* nothing to do */
  }
}
const remove = (key: string) => {
  try {
    localStorage.removeItem(key)
  } catch {
    /* nothing to do */
  }
}

/** Same form values, whatever the key order. */
const stable = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  )

const when = (iso: string) => {
  const d = new Date(iso)
  const today = new Date().toDateString() === d.toDateString()
  return new Intl.DateTimeFormat(
    undefined,
    today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(d)
}

/**
 * Autosave of an editor's form in this browser: every field, a moment after each pause in
 * typing, keyed by the item (`key`). On opening, a saved draft that differs from the server's
 * version (`server`) is offered back ("Recover unsaved changes from …?"). Call `saved(values)`
 * after a successful save or a restore: it forgets the draft and takes `values` as the server's.
 */
export const useDraftAutosave = <V extends FieldValues, C, O>(
  form: UseFormReturn<V, C, O>,
  { key, server }: { key: string; server: V },
) => {
  const storageKey = DRAFT_KEY_PREFIX + key
  const serverRef = useRef(server)
  const [offer, setOffer] = useState<Draft<V> | null>(null)
  const offering = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // On opening: a draft equal to the server's version is stale, one that differs is offered.
  useEffect(() => {
    const draft = read<V>(storageKey)
    if (!draft) return
    if (stable(draft.values) === stable(serverRef.current)) remove(storageKey)
    else {
      offering.current = true
      setOffer(draft)
    }
  }, [storageKey])

  // As the owner types, and at once when the tab is hidden or closed. While a draft is offered
  // it is left alone until Recover or Discard.
  const pending = useRef(false)
  useEffect(() => {
    const flush = () => {
      clearTimeout(timer.current)
      if (!pending.current || offering.current) return
      pending.current = false
      const values = form.getValues()
      if (stable(values) === stable(serverRef.current)) remove(storageKey)
      else write(storageKey, { saved_at: new Date().toISOString(), values })
    }
    const sub = form.watch(() => {
      pending.current = true
      clearTimeout(timer.current)
      timer.current = setTimeout(flush, DEBOUNCE_MS)
    })
    window.addEventListener('pagehide', flush)
    return () => {
      sub.unsubscribe()
      window.removeEventListener('pagehide', flush)
      clearTimeout(timer.current)
    }
  }, [form, storageKey])

  const saved = useCallback(
    (values: V) => {
      clearTimeout(timer.current)
      pending.current = false
      serverRef.current = values
      offering.current = false
      setOffer(null)
      remove(storageKey)
    },
    [storageKey],
  )

  const recover = () => {
    if (!offer) return
    offering.current = false
    setOffer(null)
    // The server's version stays the form's default: the recovered fields count as unsaved changes.
    form.reset(offer.values, { keepDefaultValues: true })
  }
  const discard = () => {
    offering.current = false
    setOffer(null)
    remove(storageKey)
  }

  const banner = offer ? (
    <div
      role="region"
      aria-label="Unsaved changes"
      className="mb-5 flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-amber-800 dark:bg-amber-950/50"
    >
      <p className="flex items-start gap-3 text-sm text-amber-950 dark:text-amber-100">
        <History className="mt-0.5 h-5 w-5 shrink-0 text-amber-700 dark:text-amber-400" aria-hidden="true" />
        <span>
          Recover unsaved changes from <time dateTime={offer.saved_at}>{when(offer.saved_at)}</time>?
        </span>
      </p>
      <div className="flex shrink-0 gap-2">
        <button type="button" className={buttonClass({ size: 'sm' })} onClick={recover}>
          Recover
        </button>
        <button type="button" className={buttonClass({ variant: 'outline', size: 'sm' })} onClick={discard}>
          Discard
        </button>
      </div>
    </div>
  ) : null

  return { banner, saved }
}
