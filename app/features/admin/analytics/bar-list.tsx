import { Link } from 'react-router'

/** A ranked list with proportional bars (top projects, posts, likes). */
export const BarList = ({
  items,
  unit,
  empty,
  tone = 'bg-brand-500/20 dark:bg-brand-500/25',
}: {
  items: { id: number; label: string; href: string; value: number; detail?: string }[]
  /** Singular ("view"): "1 view", "2 views". */
  unit: string
  empty: string
  tone?: string
}) => {
  if (!items.length) return <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
  const max = Math.max(1, ...items.map((i) => i.value))
  return (
    <ol className="space-y-2">
      {items.map((item) => (
        <li key={item.id} className="relative min-w-0 overflow-hidden rounded-lg">
          <div
            className={`absolute inset-y-0 left-0 rounded-lg ${tone}`}
            style={{ width: `${(item.value / max) * 100}%` }}
            aria-hidden="true"
          />
          <div className="relative flex items-center justify-between gap-3 px-3 py-2 text-sm">
            <Link
              to={item.href}
              className="min-w-0 truncate font-medium text-slate-900 hover:underline dark:text-white"
            >
              {item.label}
            </Link>
            <span className="shrink-0 text-slate-700 tabular-nums dark:text-slate-300">
              {item.value.toLocaleString('en-US')}{' '}
              <span className="text-slate-600 dark:text-slate-400">{item.value === 1 ? unit : `${unit}s`}</span>
              {item.detail ? <span className="sr-only"> ({item.detail})</span> : null}
            </span>
          </div>
        </li>
      ))}
    </ol>
  )
}
