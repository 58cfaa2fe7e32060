import { ExternalLink, Pencil, Trash2 } from 'lucide-react'
import { Link } from 'react-router'

import type { Page } from '../../../../core/schemas/page.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { buttonClass } from '../../../components/ui/button.ts'
import { formatDate } from '../../../lib/format.ts'
import { adminApi } from '../api.ts'
import { useAdminAction } from '../use-admin-action.ts'
import { type Column, DataTable } from '../ui/data-table.tsx'
import { ConfirmButton } from '../ui/row-actions.tsx'

const iconButton = buttonClass({ variant: 'ghost', size: 'icon', className: 'h-9 w-9' })

export const PageStatusBadge = ({ page }: { page: Pick<Page, 'published'> }) =>
  page.published ? <Badge tone="green">Published</Badge> : <Badge>Draft</Badge>

export const PagesTable = ({ pages }: { pages: Page[] }) => {
  const act = useAdminAction()
  const columns: Column<Page>[] = [
    {
      header: 'Page',
      cell: (p) => (
        <div className="min-w-0">
          <Link
            to={`/admin/pages/${p.id}/edit`}
            className="line-clamp-2 font-semibold text-slate-900 hover:text-brand-700 dark:text-white dark:hover:text-brand-300"
          >
            {p.title}
          </Link>
          <p className="truncate text-xs text-slate-600 dark:text-slate-400">/{p.slug}</p>
        </div>
      ),
    },
    {
      header: 'Status',
      cell: (p) => (
        <div className="flex flex-wrap gap-1">
          <PageStatusBadge page={p} />
          {p.show_in_nav ? <Badge tone="brand">In navigation</Badge> : null}
        </div>
      ),
    },
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
          <Link to={`/admin/pages/${p.id}/edit`} className={iconButton} aria-label={`Edit ${p.title}`} title="Edit">
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Link>
          {p.published ? (
            <a
              href={`/${p.slug}`}
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
              title: 'Delete this page?',
              description: (
                <>
                  “{p.title}” will be deleted for good and its address will answer “Page not found”. To only hide it,
                  untick Published instead.
                </>
              ),
              confirmLabel: 'Delete page',
            }}
            onConfirm={() =>
              act(() => adminApi.deletePage(p.id), {
                success: `“${p.title}” was deleted.`,
                failure: 'Failed to delete the page',
              })
            }
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </ConfirmButton>
        </div>
      ),
    },
  ]
  return <DataTable caption="Pages" columns={columns} rows={pages} rowKey={(p) => p.id} />
}
