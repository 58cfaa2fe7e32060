import { Send } from 'lucide-react'

import { adminApi } from '../../features/admin/api.ts'
import { RequestCreate } from '../../features/admin/testimonials/request-create.tsx'
import { RequestsTable } from '../../features/admin/testimonials/requests-table.tsx'
import { AdminPage, Panel } from '../../features/admin/ui/admin-page.tsx'
import { AdminEmpty } from '../../features/admin/ui/empty.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/testimonial-requests'

export const clientLoader = async () => ({ requests: await adminApi.listTestimonialRequests() })

export const meta: Route.MetaFunction = () => [{ title: 'Testimonial requests · Admin' }]

export default function AdminTestimonialRequests({ loaderData }: Route.ComponentProps) {
  const { requests } = loaderData
  return (
    <AdminPage
      title="Testimonial requests"
      description="Send a client a link: they write the testimonial on your site, no account needed, and you approve it."
      back={{ to: '/admin/testimonials', label: 'Testimonials' }}
    >
      <Panel title="Ask a client">
        <RequestCreate />
      </Panel>
      <h2 className="mt-8 mb-3 text-lg font-semibold text-slate-900 dark:text-white">Sent requests</h2>
      {requests.length ? (
        <RequestsTable requests={requests} />
      ) : (
        <AdminEmpty
          icon={Send}
          title="No requests yet"
          description="Create a link above and send it to a client you worked with."
        />
      )}
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
