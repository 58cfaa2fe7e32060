import { MessageSquareQuote, Send } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '../../components/ui/button.ts'
import { adminApi } from '../../features/admin/api.ts'
import { loadAdminList, STATUS_FILTER } from '../../features/admin/list-params.ts'
import { TestimonialsTable } from '../../features/admin/testimonials/testimonials-table.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminEmpty } from '../../features/admin/ui/empty.tsx'
import { ListToolbar } from '../../features/admin/ui/list-toolbar.tsx'
import { ListResults, NewItemLink, statusTabs } from '../../features/admin/ui/list-results.tsx'
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
  const { q, status, counts, items } = loaderData
  const newButton = <NewItemLink to="/admin/testimonials/create">New testimonial</NewItemLink>
  return (
    <AdminPage
      title="Testimonials"
      description="What clients say about you, shown on the home page once approved."
      actions={
        <>
          <Link to="/admin/testimonials/requests" className={buttonClass({ variant: 'outline' })}>
            <Send className="h-4 w-4" aria-hidden="true" />
            Request a testimonial
          </Link>
          {newButton}
        </>
      }
    >
      <ListToolbar q={q} searchLabel="Search testimonials" current={status} tabs={statusTabs(counts)} />
      <ListResults
        list={loaderData}
        noun={['testimonial', 'testimonials']}
        empty={
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
        }
      >
        <TestimonialsTable testimonials={items} />
      </ListResults>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
