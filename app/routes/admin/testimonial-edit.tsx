import { adminApi } from '../../features/admin/api.ts'
import { TestimonialForm } from '../../features/admin/testimonials/testimonial-form.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
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
    <AdminPage
      title={`Testimonial from ${testimonial.name}`}
      description={
        <span className="inline-flex items-center gap-2">
          Edit testimonial <ActiveBadge active={testimonial.is_active} />
        </span>
      }
      back={{ to: '/admin/testimonials', label: 'Testimonials' }}
    >
      <TestimonialForm key={testimonial.id} testimonial={testimonial} />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin/testimonials" backLabel="Back to testimonials" />
}
