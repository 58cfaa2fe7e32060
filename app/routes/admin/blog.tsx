import { Newspaper } from 'lucide-react'

import { adminApi } from '../../features/admin/api.ts'
import { PostsTable } from '../../features/admin/blog/posts-table.tsx'
import { loadAdminList, type SplitFilter } from '../../features/admin/list-params.ts'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminEmpty } from '../../features/admin/ui/empty.tsx'
import { ListToolbar } from '../../features/admin/ui/list-toolbar.tsx'
import { ListResults, NewItemLink } from '../../features/admin/ui/list-results.tsx'
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
  const { q, status, counts, items } = loaderData
  const newButton = <NewItemLink to="/admin/blog/create">New post</NewItemLink>
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
      <ListResults
        list={loaderData}
        noun={['post', 'posts']}
        empty={
          <AdminEmpty
            icon={Newspaper}
            title={q ? `No posts match “${q}”` : status === 'draft' ? 'No drafts' : 'No posts yet'}
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
