import type { ReactNode } from 'react'

import { cn } from '../../../lib/cn.ts'

export interface Column<T> {
  header: ReactNode
  cell: (row: T) => ReactNode
  /** Classes for both th and td, e.g. 'hidden md:table-cell' to hide a column on phones. */
  className?: string
  /** Header visually hidden (e.g. the actions column). */
  srOnlyHeader?: boolean
}

/** A responsive admin table: less important columns hide on small screens. */
export const DataTable = <T,>({
  caption,
  columns,
  rows,
  rowKey,
  rowClassName,
}: {
  caption: string
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T) => string | number
  rowClassName?: (row: T) => string | undefined
}) => (
  <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
    <table className="w-full table-auto text-left text-sm">
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
          <tr key={rowKey(row)} className={cn('align-middle', rowClassName?.(row))}>
            {columns.map((c, i) => (
              <td key={i} className={cn('px-4 py-3', c.className)}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
)
