import { diffWords } from 'diff'

import { cn } from '../../../lib/cn.ts'

// Marked by more than colour: deletions struck through, insertions underlined, and each named
// for screen readers.
const INS =
  'rounded-sm bg-emerald-100 px-0.5 text-emerald-950 underline decoration-emerald-700 decoration-2 underline-offset-2 dark:bg-emerald-950 dark:text-emerald-100 dark:decoration-emerald-400'
const DEL =
  'rounded-sm bg-rose-100 px-0.5 text-rose-950 line-through decoration-rose-700 decoration-2 dark:bg-rose-950 dark:text-rose-100 dark:decoration-rose-400'

/** The words changed from `before` (the revision) to `after` (the current version). */
export const WordDiff = ({ before, after, className }: { before: string; after: string; className?: string }) => {
  const parts = diffWords(before, after)
  return (
    <div
      className={cn('text-sm leading-6 break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200', className)}
    >
      {parts.map((part, i) =>
        part.added ? (
          <ins key={i} className={INS}>
            <span className="sr-only">[added: </span>
            {part.value}
            <span className="sr-only">]</span>
          </ins>
        ) : part.removed ? (
          <del key={i} className={DEL}>
            <span className="sr-only">[removed: </span>
            {part.value}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </div>
  )
}

/** The key to the marks, in words. */
export const DiffLegend = () => (
  <p className="flex flex-wrap items-center gap-x-5 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
    <span>
      <del className={DEL}>Struck through</del> only in this version
    </span>
    <span>
      <ins className={INS}>Underlined</ins> only in the current version
    </span>
  </p>
)
