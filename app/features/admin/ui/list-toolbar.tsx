import { Search, X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Form, Link, useLocation, useNavigate, useSubmit } from 'react-router'

import { inputClass } from '../../../components/ui/form.tsx'
import { cn } from '../../../lib/cn.ts'

export interface FilterTab {
  value: string
  label: string
  count?: number
}

const withParams = (search: string, changes: Record<string, string | null>) => {
  const params = new URLSearchParams(search)
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === '') params.delete(k)
    else params.set(k, v)
  }
  const s = params.toString()
  return s ? `?${s}` : '?'
}

/** Search box (filters as you type) and filter tabs of an admin table; both live in the URL. */
export const ListToolbar = ({
  q,
  searchLabel,
  tabs,
  current,
  param = 'status',
}: {
  q: string
  searchLabel: string
  tabs: FilterTab[]
  current: string
  param?: string
}) => {
  const submit = useSubmit()
  const navigate = useNavigate()
  const location = useLocation()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const inputRef = useRef<HTMLInputElement>(null)
  useEffect(() => () => clearTimeout(timer.current), [])
  // Keep the box in step with the URL (back/forward, clear button).
  useEffect(() => {
    if (inputRef.current && document.activeElement !== inputRef.current) inputRef.current.value = q
  }, [q])

  return (
    <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <nav aria-label="Filter" className="-mx-1 overflow-x-auto px-1">
        <ul className="flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800/70">
          {tabs.map((tab) => {
            const active = tab.value === current
            return (
              <li key={tab.value}>
                <Link
                  // What is typed counts even before the search has run (it waits 250 ms).
                  to={withParams(location.search, { [param]: tab.value, page: null })}
                  onClick={(e) => {
                    clearTimeout(timer.current)
                    const typed = inputRef.current?.value ?? q
                    if (typed === q) return
                    e.preventDefault()
                    void navigate(withParams(location.search, { [param]: tab.value, page: null, q: typed }))
                  }}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
                    active
                      ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                      : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
                  )}
                >
                  {tab.label}
                  {tab.count !== undefined ? (
                    <span
                      className={cn(
                        'rounded-full px-1.5 text-xs',
                        active
                          ? 'bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100'
                          : 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
                      )}
                    >
                      {tab.count}
                    </span>
                  ) : null}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <Form
        role="search"
        className="relative w-full lg:w-80"
        // `input`, not React's onChange: that one bubbles from every keystroke only in React, while
        // the browser build runs Preact (docs/decisions/006), where a form's onChange is the native
        // `change` (on blur).
        onInput={(e) => {
          const form = e.currentTarget
          clearTimeout(timer.current)
          timer.current = setTimeout(() => void submit(form, { replace: true }), 250)
        }}
      >
        <input type="hidden" name={param} value={current} />
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          type="search"
          name="q"
          defaultValue={q}
          aria-label={searchLabel}
          placeholder={searchLabel}
          className={inputClass(false, 'pr-9 pl-9')}
        />
        {q ? (
          <Link
            to={withParams(location.search, { q: null, page: null })}
            className="absolute top-1/2 right-2 grid h-7 w-7 -translate-y-1/2 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white"
            aria-label="Clear search"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Link>
        ) : null}
      </Form>
    </div>
  )
}

export { withParams }
