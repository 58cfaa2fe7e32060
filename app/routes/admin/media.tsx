import { Images } from 'lucide-react'

import { adminApi } from '../../features/admin/api.ts'
import { MediaGrid } from '../../features/admin/media/media-grid.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminEmpty } from '../../features/admin/ui/empty.tsx'
import { ListResults } from '../../features/admin/ui/list-results.tsx'
import { ListToolbar } from '../../features/admin/ui/list-toolbar.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import { pageParam } from '../../lib/pagination.ts'
import type { Route } from './+types/media'

const MEDIA_PAGE_SIZE = 24

export const clientLoader = async ({ request }: Route.ClientLoaderArgs) => {
  const url = new URL(request.url)
  const q = url.searchParams.get('q')?.trim() ?? ''
  const search = q || undefined
  const pageOf = (page: number) =>
    adminApi.pageUploads({ search, skip: (page - 1) * MEDIA_PAGE_SIZE, limit: MEDIA_PAGE_SIZE })
  const requested = pageParam(url.searchParams.get('page'))
  const first = await pageOf(requested)
  const page = Math.min(requested, first.pages)
  const current = page === requested ? first : await pageOf(page)
  return { q, search: url.search, total: current.total, page, pages: current.pages, items: current.uploads }
}

export const meta: Route.MetaFunction = () => [{ title: 'Media · Admin' }]

export default function AdminMedia({ loaderData }: Route.ComponentProps) {
  const { q, total, items } = loaderData
  return (
    <AdminPage
      title="Media"
      description="Every file you uploaded: images and PDFs, with their alt text and where each is used. Insert images into a post from its editor."
    >
      <ListToolbar
        q={q}
        searchLabel="Search media"
        current="all"
        tabs={[{ value: 'all', label: 'All', count: total }]}
      />
      <ListResults
        list={loaderData}
        noun={['file', 'files']}
        empty={
          <AdminEmpty
            icon={Images}
            title={q ? `No files match “${q}”` : 'No files yet'}
            description={
              q ? 'Try another search.' : 'Images you upload in the post editor or the other forms appear here.'
            }
          />
        }
      >
        <MediaGrid items={items} />
      </ListResults>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
