import { Newspaper, Plus } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '../../components/ui/button.ts'
import { Pagination } from '../../components/ui/pagination.tsx'
import { pageParam } from '../../lib/pagination.ts'
import { adminApi } from '../../features/admin/api.ts'
import { PostsTable } from '../../features/admin/blog/posts-table.tsx'
import { ADMIN_PAGE_SIZE } from '../../features/admin/list-params.ts'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminEmpty } from '../../features/admin/ui/empty.tsx'
import { ListToolbar, withParams } from '../../features/admin/ui/list-toolbar.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/blog'

type PostFilter = 'all' | 'published' | 'draft'

const PUBLISHED: Record<PostFilter, boolean | undefined> = { all: undefined, published: true, draft: false }

export const clientLoader = async ({ request }: Route.ClientLoaderArgs) => {
  const url = new URL(request.url)
  const q = url.searchParams.get('q')?.trim() ?? ''
  const raw = url.searchParams.get('status')
  const status: PostFilter = raw === 'published' || raw === 'draft' ? raw : 'all'
  const fetchPage = (filter: PostFilter, skip: number, limit: number) =>
    adminApi.pagePosts({ published: PUBLISHED[filter], search: q || undefined, skip, limit })
  // The page, and the one count it does not give (published + drafts = all).
  const other: PostFilter = status === 'published' ? 'draft' : 'published'
  const requested = pageParam(url.searchParams.get('page'))
  const [first, counted] = await Promise.all([
    fetchPage(status, (requested - 1) * ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE),
    fetchPage(other, 0, 1),
  ])
  const pages = Math.max(1, Math.ceil(first.total / ADMIN_PAGE_SIZE))
  const page = Math.min(requested, pages)
  const current = page === requested ? first : await fetchPage(status, (page - 1) * ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE)
  const published = status === 'published' ? current.total : counted.total
  const all = status === 'all' ? current.total : current.total + counted.total
  const counts = { all, published, draft: status === 'draft' ? current.total : all - published }
  return { q, status, counts, items: current.posts, page, pages, total: current.total, search: url.search }
}

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
