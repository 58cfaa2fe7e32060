import { ExternalLink, Pencil, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import type { PostStatus } from '../../../../core/schemas/blog.ts'
import { buttonClass } from '../../../components/ui/button.ts'
import { formatDate } from '../../../lib/format.ts'
import { useAdminAction } from '../use-admin-action.ts'
import type { Column } from '../ui/data-table.tsx'
import { ConfirmButton } from '../ui/row-actions.tsx'
import { PostStatusBadge } from './publish-control.tsx'
import { formatLocalDateTime } from './publish-time.ts'

const iconButton = buttonClass({ variant: 'ghost', size: 'icon', className: 'h-9 w-9' })

/** What a row of the posts' or the pages' table needs. */
interface DocumentRow {
  id: number
  title: string
  slug: string
  status: PostStatus
  published_at: string | null
  updated_at: string
}

/**
 * The columns the posts' and the pages' tables share (issue 24): the title with its address,
 * the status (its time when scheduled or live, the kind's own badges), the kind's own columns,
 * when it was last updated, and Edit, View on the site (live ones) and Delete.
 */
export const useDocumentColumns = <R extends DocumentRow>({
  noun,
  editPath,
  publicPath,
  lead,
  badges,
  middle = [],
  deleteNote,
  remove,
}: {
  /** "post" or "page". */
  noun: string
  editPath: (row: R) => string
  publicPath: (row: R) => string
  /** Something before the title (a thumbnail). */
  lead?: (row: R) => ReactNode
  badges?: (row: R) => ReactNode
  /** The kind's own columns, between the status and the update time. */
  middle?: Column<R>[]
  /** What deleting loses besides the item, and how to only hide it. */
  deleteNote: string
  remove: (row: R) => Promise<unknown>
}): Column<R>[] => {
  const act = useAdminAction()
  return [
    {
      header: noun[0]!.toUpperCase() + noun.slice(1),
      cell: (p) => (
        <div className="flex min-w-0 items-center gap-3">
          {lead?.(p)}
          <div className="min-w-0">
            <Link
              to={editPath(p)}
              className="line-clamp-2 font-semibold text-slate-900 hover:text-brand-700 dark:text-white dark:hover:text-brand-300"
            >
              {p.title}
            </Link>
            <p className="truncate text-xs text-slate-600 dark:text-slate-400">{publicPath(p)}</p>
          </div>
        </div>
      ),
    },
    {
      header: 'Status',
      cell: (p) => (
        <div>
          <div className="flex flex-wrap gap-1">
            <PostStatusBadge status={p.status} />
            {badges?.(p)}
          </div>
          {p.status !== 'draft' && p.published_at ? (
            <p className="mt-1 text-xs whitespace-nowrap text-slate-600 dark:text-slate-400">
              {/* A scheduled time matters to the minute, in the owner's own zone. */}
              <time dateTime={p.published_at}>
                {p.status === 'scheduled' ? formatLocalDateTime(p.published_at) : formatDate(p.published_at)}
              </time>
            </p>
          ) : null}
        </div>
      ),
    },
    ...middle,
    {
      header: 'Updated',
      mobile: 'hide',
      className: 'hidden md:table-cell whitespace-nowrap text-slate-600 dark:text-slate-400',
      cell: (p) => <time dateTime={p.updated_at}>{formatDate(p.updated_at)}</time>,
    },
    {
      header: 'Actions',
      srOnlyHeader: true,
      className: 'w-px text-right',
      cell: (p) => (
        <div className="flex items-center justify-end gap-0.5">
          <Link to={editPath(p)} className={iconButton} aria-label={`Edit ${p.title}`} title="Edit">
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Link>
          {p.status === 'published' ? (
            <a
              href={publicPath(p)}
              target="_blank"
              rel="noreferrer"
              className={`${iconButton} hidden sm:inline-flex`}
              aria-label={`View ${p.title} on the site (opens in a new tab)`}
              title="View on the site"
            >
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
            </a>
          ) : null}
          <ConfirmButton
            label={`Delete ${p.title}`}
            className={`${iconButton} text-rose-700 hover:text-rose-800 dark:text-rose-400 dark:hover:text-rose-300`}
            confirm={{
              title: `Delete this ${noun}?`,
              description: (
                <>
                  “{p.title}” will be deleted for good{deleteNote}
                </>
              ),
              confirmLabel: `Delete ${noun}`,
            }}
            onConfirm={() =>
              act(() => remove(p), {
                success: `“${p.title}” was deleted.`,
                failure: `Failed to delete the ${noun}`,
              })
            }
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </ConfirmButton>
        </div>
      ),
    },
  ]
}
