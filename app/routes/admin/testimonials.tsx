import { MessageSquareQuote, Plus } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '../../components/ui/button.ts'
import { Pagination } from '../../components/ui/pagination.tsx'
import { adminApi } from '../../features/admin/api.ts'
import { loadAdminList, STATUS_FILTER } from '../../features/admin/list-params.ts'
import { TestimonialsTable } from '../../features/admin/testimonials/testimonials-table.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminEmpty } from '../../features/admin/ui/empty.tsx'
import { ListToolbar, withParams } from '../../features/admin/ui/list-toolbar.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/testimonials'

// The server filters by status and search and orders newest first; GET /admin/testimonials
// answers an array (API.md), so the page is cut here.
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadAdminList(request, STATUS_FILTER, async ({ filter, search, skip, limit }) => {
    const rows = await adminApi.listTestimonials({ status: filter, search })
    return { items: rows.slice(skip, skip + limit), total: rows.length }
  })

export const meta: Route.MetaFunction = () => [{ title: 'Testimonials · Admin' }]

export default function AdminTestimonials({ loaderData }: Route.ComponentProps) {
  const { q, status, counts, items, page, pages, total, search } = loaderData
  const newButton = (
    <Link to="/admin/testimonials/create" className={buttonClass()}>
      <Plus className="h-4 w-4" aria-hidden="true" />
      New testimonial
    </Link>
  )
  return (
    <AdminPage
      title="Testimonials"
      description="What clients say about you, shown on the home page once approved."
      actions={newButton}
    >
      <ListToolbar
        q={q}
        searchLabel="Search testimonials"
        current={status}
        tabs={[
          { value: 'active', label: 'Active', count: counts.active },
          { value: 'deleted', label: 'Deleted', count: counts.deleted },
          { value: 'all', label: 'All', count: counts.all },
        ]}
      />
      {items.length ? (
        <>
          <TestimonialsTable testimonials={items} />
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {total} {total === 1 ? 'testimonial' : 'testimonials'}
            {q ? ` matching “${q}”` : ''}
          </p>
          <div className="mt-4">
            <Pagination page={page} pages={pages} hrefFor={(p) => withParams(search, { page: String(p) })} />
          </div>
        </>
      ) : (
        <AdminEmpty
          icon={MessageSquareQuote}
          title={
            q
              ? `No testimonials match “${q}”`
              : status === 'deleted'
                ? 'No deleted testimonials'
                : 'No testimonials yet'
          }
          description={q ? 'Try another search, or look under All.' : undefined}
          action={status !== 'deleted' && !q ? newButton : null}
        />
      )}
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
