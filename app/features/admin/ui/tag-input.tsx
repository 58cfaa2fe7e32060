import { X } from 'lucide-react'
import { type KeyboardEvent, useId, useState } from 'react'

import { describedBy, inputClass } from '../../../components/ui/form.tsx'
import { cn } from '../../../lib/cn.ts'

/**
 * A list of short strings (technologies, tags, skills, badges): type and press Enter or comma to
 * add, Backspace on an empty box or the × to remove. Suggestions come from a datalist.
 */
export const TagInput = ({
  id,
  value,
  onChange,
  onBlur,
  suggestions = [],
  placeholder = 'Type and press Enter',
  invalid,
  hasHint,
  max,
  itemLabel = 'item',
}: {
  id: string
  value: string[]
  onChange: (value: string[]) => void
  onBlur?: () => void
  suggestions?: string[]
  placeholder?: string
  invalid?: boolean
  hasHint?: boolean
  max?: number
  itemLabel?: string
}) => {
  const [draft, setDraft] = useState('')
  const listId = useId()
  const full = max !== undefined && value.length >= max

  const add = (raw: string) => {
    const parts = raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    if (!parts.length) return
    const next = [...value]
    for (const part of parts) {
      if (max !== undefined && next.length >= max) break
      if (!next.some((v) => v.toLowerCase() === part.toLowerCase())) next.push(part)
    }
    onChange(next)
    setDraft('')
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault()
      add(draft)
    } else if (e.key === 'Backspace' && !draft && value.length) {
      onChange(value.slice(0, -1))
    }
  }

  return (
    <div
      className={cn(
        inputClass(invalid, 'flex min-h-11 flex-wrap items-center gap-1.5 px-2 py-1.5'),
        'focus-within:ring-4',
        invalid ? 'focus-within:ring-rose-500/20' : 'focus-within:border-brand-600 focus-within:ring-brand-600/20',
      )}
    >
      <ul className="contents" aria-label={`${itemLabel}s`}>
        {value.map((item) => (
          <li
            key={item}
            className="inline-flex items-center gap-1 rounded-lg bg-slate-100 py-1 pr-1 pl-2.5 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100"
          >
            {item}
            <button
              type="button"
              className="grid h-5 w-5 place-items-center rounded-md text-slate-500 hover:bg-slate-200 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-700 dark:hover:text-white"
              aria-label={`Remove ${item}`}
              onClick={() => onChange(value.filter((v) => v !== item))}
            >
              <X className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <input
        id={id}
        value={draft}
        list={suggestions.length ? listId : undefined}
        placeholder={full ? `At most ${max}` : value.length ? '' : placeholder}
        disabled={full}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, { hint: hasHint, error: invalid })}
        className="min-w-32 flex-1 border-0 bg-transparent px-1 py-1 text-base text-slate-900 sm:text-sm placeholder:text-slate-500 focus:outline-none disabled:cursor-not-allowed dark:text-white"
        onChange={(e) => {
          // A suggestion picked from the list (or a pasted list) is added at once.
          const v = e.target.value
          const inputType = (e.nativeEvent as InputEvent).inputType
          const picked = (!inputType || inputType === 'insertReplacementText') && suggestions.includes(v)
          if (v.includes(',') || picked) add(v)
          else setDraft(v)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          add(draft)
          onBlur?.()
        }}
      />
      {suggestions.length ? (
        <datalist id={listId}>
          {suggestions
            .filter((s) => !value.includes(s))
            .map((s) => (
              <option key={s} value={s} />
            ))}
        </datalist>
      ) : null}
    </div>
  )
}
