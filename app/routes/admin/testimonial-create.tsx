import { TestimonialForm } from '../../features/admin/testimonials/testimonial-form.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/testimonial-create'

export const meta: Route.MetaFunction = () => [{ title: 'New testimonial · Admin' }]

export default function CreateTestimonial() {
  return (
    <AdminPage title="New testimonial" back={{ to: '/admin/testimonials', label: 'Testimonials' }}>
      <TestimonialForm />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin/testimonials" backLabel="Back to testimonials" />
}
