import { Eye } from 'lucide-react'

import type { BlogListItem } from '../../../../core/schemas/blog.ts'
import { adminApi } from '../api.ts'
import { DataTable } from '../ui/data-table.tsx'
import { FeaturedBadge } from '../ui/status-badge.tsx'
import { Thumb } from '../ui/thumb.tsx'
import { useDocumentColumns } from './document-columns.tsx'

export const PostsTable = ({ posts }: { posts: BlogListItem[] }) => {
  const columns = useDocumentColumns<BlogListItem>({
    noun: 'post',
    editPath: (p) => `/admin/blog/${p.id}/edit`,
    publicPath: (p) => `/blogs/${p.slug}`,
    lead: (p) => <Thumb src={p.featured_image} label={p.title} className="hidden sm:grid sm:h-10 sm:w-16" />,
    badges: (p) => (p.featured ? <FeaturedBadge /> : null),
    middle: [
      {
        header: 'Tags',
        mobile: 'hide',
        className: 'hidden xl:table-cell',
        cell: (p) => (
          <span className="line-clamp-2 text-slate-600 dark:text-slate-400">{p.tags.join(', ') || '—'}</span>
        ),
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
    ],
    deleteNote: ', with its views. This cannot be undone. To only hide it, unpublish it instead.',
    remove: (p) => adminApi.deletePost(p.id),
  })
  return <DataTable caption="Blog posts" columns={columns} rows={posts} rowKey={(p) => p.id} />
}
