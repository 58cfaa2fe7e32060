import { adminApi } from '../../features/admin/api.ts'
import { PostForm } from '../../features/admin/blog/post-form.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/blog-create'

export const clientLoader = async () => {
  const [tags, seriesNames] = await Promise.all([
    adminApi.blogTags().catch(() => []),
    adminApi.seriesNames().catch(() => []),
  ])
  return { tags, seriesNames }
}

export const meta: Route.MetaFunction = () => [{ title: 'New post · Admin' }]

export default function CreatePost({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="New post" back={{ to: '/admin/blog', label: 'Blog' }}>
      <PostForm tags={loaderData.tags} seriesNames={loaderData.seriesNames} />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin/blog" backLabel="Back to the blog" />
}
