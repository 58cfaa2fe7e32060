import { COMPLEXITY_DOTS, COMPLEXITY_MAX } from '../../../core/constants.ts'
import { cn } from '../../lib/cn.ts'

/** SPEC.md §2: complexity out of 10 shown as 5 dots. */
export const ComplexityDots = ({ score }: { score: number }) => {
  const filled = Math.round((Math.min(Math.max(score, 0), COMPLEXITY_MAX) / COMPLEXITY_MAX) * COMPLEXITY_DOTS)
  return (
    <span
      className="inline-flex items-center gap-2"
      role="img"
      aria-label={`Complexity ${score} out of ${COMPLEXITY_MAX}`}
    >
      <span className="flex gap-1" aria-hidden="true">
        {Array.from({ length: COMPLEXITY_DOTS }, (_, i) => (
          <span
            key={i}
            className={cn(
              'h-2.5 w-2.5 rounded-full',
              i < filled ? 'bg-brand-600 dark:bg-brand-400' : 'bg-slate-200 dark:bg-slate-700',
            )}
          />
        ))}
      </span>
      <span aria-hidden="true" className="text-sm font-medium text-slate-700 tabular-nums dark:text-slate-300">
        {score}/{COMPLEXITY_MAX}
      </span>
    </span>
  )
}
