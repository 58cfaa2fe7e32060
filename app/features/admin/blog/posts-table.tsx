import { ExternalLink, Eye, Pencil, Trash2 } from 'lucide-react'
import { Link } from 'react-router'

import type { BlogListItem } from '../../../../core/schemas/blog.ts'
import { buttonClass } from '../../../components/ui/button.ts'
import { formatDate } from '../../../lib/format.ts'
import { adminApi } from '../api.ts'
import { useAdminAction } from '../use-admin-action.ts'
import { type Column, DataTable } from '../ui/data-table.tsx'
import { ConfirmButton } from '../ui/row-actions.tsx'
import { FeaturedBadge } from '../ui/status-badge.tsx'
import { Thumb } from '../ui/thumb.tsx'
import { PostStatusBadge } from './publish-control.tsx'
import { formatLocalDateTime } from './publish-time.ts'

const iconButton = buttonClass({ variant: 'ghost', size: 'icon', className: 'h-9 w-9' })

export const PostsTable = ({ posts }: { posts: BlogListItem[] }) => {
  const act = useAdminAction()
  const columns: Column<BlogListItem>[] = [
    {
      header: 'Post',
      cell: (p) => (
        <div className="flex min-w-0 items-center gap-3">
          <Thumb src={p.featured_image} label={p.title} className="hidden sm:grid sm:h-10 sm:w-16" />
          <div className="min-w-0">
            <Link
              to={`/admin/blog/${p.id}/edit`}
              className="line-clamp-2 font-semibold text-slate-900 hover:text-brand-700 dark:text-white dark:hover:text-brand-300"
            >
              {p.title}
            </Link>
            <p className="truncate text-xs text-slate-600 dark:text-slate-400">/blogs/{p.slug}</p>
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
            {p.featured ? <FeaturedBadge /> : null}
          </div>
          {p.status !== 'draft' && p.published_at ? (
            <p className="mt-1 text-xs whitespace-nowrap text-slate-600 dark:text-slate-400">
              {/* A scheduled post's time matters to the minute, in the owner's own zone. */}
              <time dateTime={p.published_at}>
                {p.status === 'scheduled' ? formatLocalDateTime(p.published_at) : formatDate(p.published_at)}
              </time>
            </p>
          ) : null}
        </div>
      ),
    },
    {
      header: 'Tags',
      mobile: 'hide',
      className: 'hidden xl:table-cell',
      cell: (p) => <span className="line-clamp-2 text-slate-600 dark:text-slate-400">{p.tags.join(', ') || '—'}</span>,
    },
    {
      header: 'Views',
      mobile: 'hide',
      className: 'hidden lg:table-cell text-slate-600 dark:text-slate-400',
      cell: (p) => (
        <span className="inline-flex items-center gap-1">
          <Eye className="h-3.5 w-3.5" aria-hidden="true" />
          {p.views}
        </span>
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
          <Link to={`/admin/blog/${p.id}/edit`} className={iconButton} aria-label={`Edit ${p.title}`} title="Edit">
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Link>
          {p.status === 'published' ? (
            <a
              href={`/blogs/${p.slug}`}
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
              title: 'Delete this post?',
              description: (
                <>
                  “{p.title}” will be deleted for good, with its views. This cannot be undone. To only hide it,
                  unpublish it instead.
                </>
              ),
              confirmLabel: 'Delete post',
            }}
            onConfirm={() =>
              act(() => adminApi.deletePost(p.id), {
                success: `“${p.title}” was deleted.`,
                failure: 'Failed to delete the post',
              })
            }
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </ConfirmButton>
        </div>
      ),
    },
  ]
  return <DataTable caption="Blog posts" columns={columns} rows={posts} rowKey={(p) => p.id} />
}
