import { adminApi } from '../../features/admin/api.ts'
import { TestimonialForm } from '../../features/admin/testimonials/testimonial-form.tsx'
import { AdminEditPage } from '../../features/admin/ui/edit-page.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import { ActiveBadge } from '../../features/admin/ui/status-badge.tsx'
import type { Route } from './+types/testimonial-edit'

export const clientLoader = async ({ params }: Route.ClientLoaderArgs) => ({
  testimonial: await adminApi.getTestimonial(Number(params.id)),
})

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `Testimonial from ${loaderData.testimonial.name}` : 'Edit testimonial'} · Admin` },
]

export default function EditTestimonial({ loaderData }: Route.ComponentProps) {
  const { testimonial } = loaderData
  return (
    <AdminEditPage
      title={`Testimonial from ${testimonial.name}`}
      kind="testimonial"
      badge={<ActiveBadge active={testimonial.is_active} />}
      back={{ to: '/admin/testimonials', label: 'Testimonials' }}
    >
      <TestimonialForm key={testimonial.id} testimonial={testimonial} />
    </AdminEditPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin/testimonials" backLabel="Back to testimonials" />
}
