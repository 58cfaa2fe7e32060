import { adminApi } from '../../features/admin/api.ts'
import { PageForm } from '../../features/admin/pages/page-form.tsx'
import { PostStatusBadge } from '../../features/admin/blog/publish-control.tsx'
import { AdminEditPage } from '../../features/admin/ui/edit-page.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/page-edit'

export const clientLoader = async ({ params }: Route.ClientLoaderArgs) => ({
  page: await adminApi.getPage(Number(params.id)),
})

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.page.title ?? 'Edit page'} · Admin` },
]

export default function EditPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData
  return (
    <AdminEditPage
      title={page.title}
      kind="page"
      badge={<PostStatusBadge status={page.status} />}
      back={{ to: '/admin/pages', label: 'Pages' }}
      viewHref={page.status === 'published' ? `/${page.slug}` : null}
    >
      <PageForm key={page.id} page={page} />
    </AdminEditPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin/pages" backLabel="Back to the pages" />
}
