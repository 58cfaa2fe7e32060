import { Newspaper } from 'lucide-react'

import { adminApi } from '../../features/admin/api.ts'
import { PostsTable } from '../../features/admin/blog/posts-table.tsx'
import { ADMIN_PAGE_SIZE } from '../../features/admin/list-params.ts'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminEmpty } from '../../features/admin/ui/empty.tsx'
import { ListToolbar } from '../../features/admin/ui/list-toolbar.tsx'
import { ListResults, NewItemLink } from '../../features/admin/ui/list-results.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/blog'

import { pageParam } from '../../lib/pagination.ts'

// API.md, Publishing: every post is a draft, scheduled or published; a tab for each, and All.
const STATUSES = ['published', 'scheduled', 'draft'] as const
type Tab = (typeof STATUSES)[number] | 'all'

export const clientLoader = async ({ request }: Route.ClientLoaderArgs) => {
  const url = new URL(request.url)
  const q = url.searchParams.get('q')?.trim() ?? ''
  const raw = url.searchParams.get('status')
  const status: Tab = STATUSES.find((s) => s === raw) ?? 'all'
  const search = q || undefined
  const pageOf = (page: number) =>
    adminApi.pagePosts({
      status: status === 'all' ? undefined : status,
      search,
      skip: (page - 1) * ADMIN_PAGE_SIZE,
      limit: ADMIN_PAGE_SIZE,
    })
  const requested = pageParam(url.searchParams.get('page'))
  // Each tab's count: a one-row page of it gives its total.
  const [first, ...counted] = await Promise.all([
    pageOf(requested),
    ...STATUSES.map((s) => adminApi.pagePosts({ status: s, search, skip: 0, limit: 1 })),
  ])
  const counts = Object.fromEntries(STATUSES.map((s, i) => [s, counted[i]!.total])) as Record<Tab, number>
  counts.all = counts.published + counts.scheduled + counts.draft
  const pages = Math.max(1, Math.ceil(first.total / ADMIN_PAGE_SIZE))
  const page = Math.min(requested, pages)
  const current = page === requested ? first : await pageOf(page)
  return { q, status, search: url.search, counts, total: current.total, page, pages, items: current.posts }
}

export const meta: Route.MetaFunction = () => [{ title: 'Blog · Admin' }]

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const { q, status, counts, items } = loaderData
  const newButton = <NewItemLink to="/admin/blog/create">New post</NewItemLink>
  return (
    <AdminPage
      title="Blog"
      description="Posts are written in Markdown. Drafts and scheduled posts are only visible here until they go live."
      actions={newButton}
    >
      <ListToolbar
        q={q}
        searchLabel="Search posts"
        current={status}
        tabs={[
          { value: 'all', label: 'All', count: counts.all },
          { value: 'published', label: 'Published', count: counts.published },
          { value: 'scheduled', label: 'Scheduled', count: counts.scheduled },
          { value: 'draft', label: 'Drafts', count: counts.draft },
        ]}
      />
      <ListResults
        list={loaderData}
        noun={['post', 'posts']}
        empty={
          <AdminEmpty
            icon={Newspaper}
            title={
              q
                ? `No posts match “${q}”`
                : status === 'draft'
                  ? 'No drafts'
                  : status === 'scheduled'
                    ? 'Nothing scheduled'
                    : 'No posts yet'
            }
            description={q ? 'Try another search.' : undefined}
            action={q ? null : newButton}
          />
        }
      >
        <PostsTable posts={items} />
      </ListResults>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
