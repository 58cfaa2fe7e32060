import type { ReactNode } from 'react'

import { cn } from '../../../lib/cn.ts'

export interface Column<T> {
  header: ReactNode
  cell: (row: T) => ReactNode
  /** Classes for both th and td, e.g. 'hidden xl:table-cell' to show a column on wide screens only. */
  className?: string
  /** Header visually hidden (e.g. the actions column). */
  srOnlyHeader?: boolean
  /**
   * On phones the table becomes a list of cards: the first column heads each card, 'meta'
   * columns line up under it, the actions column sits at its side, 'hide' columns are left out.
   * Defaults: first column 'primary', a column with a hidden header 'actions', others 'meta'.
   */
  mobile?: 'primary' | 'meta' | 'actions' | 'hide'
}

const roleOf = <T,>(c: Column<T>, i: number) => c.mobile ?? (i === 0 ? 'primary' : c.srOnlyHeader ? 'actions' : 'meta')

/** A responsive admin table: a real table from 768 px, a list of cards on phones. */
export const DataTable = <T,>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T) => string | number
}) => {
  const roles = columns.map(roleOf)
  const pick = (role: string) => columns.filter((_, i) => roles[i] === role)
  const [primary, meta, actions] = [pick('primary'), pick('meta'), pick('actions')]
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="hidden w-full table-auto text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-900/60 dark:text-slate-400">
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" className={cn('px-4 py-3', c.className)}>
                {c.srOnlyHeader ? <span className="sr-only">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-middle">
              {columns.map((c, i) => (
                <td key={i} className={cn('px-4 py-3', c.className)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label={caption} className="divide-y divide-slate-200 md:hidden dark:divide-slate-800">
        {rows.map((row) => (
          <li key={rowKey(row)} className="flex items-start gap-2 p-4 text-sm">
            <div className="min-w-0 flex-1">
              {primary.map((c, i) => (
                <div key={i}>{c.cell(row)}</div>
              ))}
              {meta.length ? (
                <div className="mt-2 flex flex-wrap items-center gap-1.5">
                  {meta.map((c, i) => (
                    <div key={i}>{c.cell(row)}</div>
                  ))}
                </div>
              ) : null}
            </div>
            {actions.map((c, i) => (
              <div key={i} className="-my-1 -mr-2 shrink-0">
                {c.cell(row)}
              </div>
            ))}
          </li>
        ))}
      </ul>
    </div>
  )
}
