import { Star } from 'lucide-react'

import { cn } from '../../../lib/cn.ts'

/** Rating 1–5 as a radio group of stars (arrow keys move, as for any radio group). */
export const StarRatingInput = ({
  name,
  value,
  onChange,
  label,
}: {
  name: string
  value: number
  onChange: (value: number) => void
  label: string
}) => (
  <fieldset>
    <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">{label}</legend>
    <div className="flex items-center gap-1">
      {[1, 2, 3, 4, 5].map((n) => (
        <label
          key={n}
          className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
        >
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="sr-only"
          />
          <Star
            className={cn(
              'h-7 w-7 transition-colors',
              n <= value ? 'fill-amber-400 text-amber-500' : 'text-slate-300 dark:text-slate-600',
            )}
            aria-hidden="true"
          />
          <span className="sr-only">
            {n} {n === 1 ? 'star' : 'stars'}
          </span>
        </label>
      ))}
      <span className="ml-2 text-sm text-slate-600 dark:text-slate-400" aria-hidden="true">
        {value} / 5
      </span>
    </div>
  </fieldset>
)
