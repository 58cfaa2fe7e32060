import { Check, X } from 'lucide-react'

import { PASSWORD_RULES, passwordStrength } from '../../../core/schemas/auth.ts'
import { cn } from '../../lib/cn.ts'

const BAR_COLOURS = ['bg-rose-500', 'bg-orange-500', 'bg-amber-500', 'bg-lime-500', 'bg-emerald-500']
const TEXT_COLOURS = [
  'text-rose-700 dark:text-rose-400',
  'text-orange-700 dark:text-orange-400',
  'text-amber-700 dark:text-amber-400',
  'text-lime-700 dark:text-lime-400',
  'text-emerald-700 dark:text-emerald-400',
]
const RULE_LABELS = [
  '8 or more characters',
  'An uppercase letter',
  'A lowercase letter',
  'A number',
  'A special character',
]

/** SPEC.md §5: a 1–5 score on the five password rules, Very Weak … Strong, and the rules themselves. */
export const PasswordStrength = ({ password, id }: { password: string; id: string }) => {
  const { score, label } = passwordStrength(password)
  return (
    <div id={id} className="mt-2.5">
      <div className="flex items-center gap-3">
        <div className="flex flex-1 gap-1" aria-hidden="true">
          {BAR_COLOURS.map((colour, i) => (
            <span
              key={colour}
              className={cn(
                'h-1.5 flex-1 rounded-full transition-colors',
                password && i < score ? colour : 'bg-slate-200 dark:bg-slate-700',
              )}
            />
          ))}
        </div>
        <p
          className={cn(
            'w-20 text-right text-xs font-semibold',
            password ? TEXT_COLOURS[score - 1] : 'text-slate-600 dark:text-slate-400',
          )}
        >
          <span className="sr-only">Password strength: </span>
          {password ? label : '—'}
        </p>
      </div>
      <ul className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-xs sm:grid-cols-2" aria-label="Password rules">
        {PASSWORD_RULES.map((rule, i) => {
          const met = rule.test(password)
          return (
            <li
              key={rule.message}
              className={cn(
                'flex items-center gap-1.5',
                met ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-600 dark:text-slate-400',
              )}
            >
              {met ? (
                <Check className="h-3.5 w-3.5" aria-hidden="true" />
              ) : (
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              )}
              {RULE_LABELS[i]}
              <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
