import { Newspaper, Plus } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '../../components/ui/button.ts'
import { Pagination } from '../../components/ui/pagination.tsx'
import { adminApi } from '../../features/admin/api.ts'
import { PostsTable } from '../../features/admin/blog/posts-table.tsx'
import { loadAdminList, type SplitFilter } from '../../features/admin/list-params.ts'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminEmpty } from '../../features/admin/ui/empty.tsx'
import { ListToolbar, withParams } from '../../features/admin/ui/list-toolbar.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/blog'

const POST_FILTER: SplitFilter<'published' | 'draft'> = { split: ['published', 'draft'], fallback: 'all' }

const PUBLISHED = { all: undefined, published: true, draft: false }

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadAdminList(request, POST_FILTER, async ({ filter, ...query }) => {
    const res = await adminApi.pagePosts({ published: PUBLISHED[filter], ...query })
    return { items: res.posts, total: res.total }
  })

export const meta: Route.MetaFunction = () => [{ title: 'Blog · Admin' }]

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const { q, status, counts, items, page, pages, total, search } = loaderData
  const newButton = (
    <Link to="/admin/blog/create" className={buttonClass()}>
      <Plus className="h-4 w-4" aria-hidden="true" />
      New post
    </Link>
  )
  return (
    <AdminPage
      title="Blog"
      description="Posts are written in Markdown. Drafts are only visible here."
      actions={newButton}
    >
      <ListToolbar
        q={q}
        searchLabel="Search posts"
        current={status}
        tabs={[
          { value: 'all', label: 'All', count: counts.all },
          { value: 'published', label: 'Published', count: counts.published },
          { value: 'draft', label: 'Drafts', count: counts.draft },
        ]}
      />
      {items.length ? (
        <>
          <PostsTable posts={items} />
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {total} {total === 1 ? 'post' : 'posts'}
            {q ? ` matching “${q}”` : ''}
          </p>
          <div className="mt-4">
            <Pagination page={page} pages={pages} hrefFor={(p) => withParams(search, { page: String(p) })} />
          </div>
        </>
      ) : (
        <AdminEmpty
          icon={Newspaper}
          title={q ? `No posts match “${q}”` : status === 'draft' ? 'No drafts' : 'No posts yet'}
          description={q ? 'Try another search.' : undefined}
          action={q ? null : newButton}
        />
      )}
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
