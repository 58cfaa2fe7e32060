import { adminApi } from '../../features/admin/api.ts'
import { PostForm } from '../../features/admin/blog/post-form.tsx'
import { PostStatusBadge } from '../../features/admin/blog/publish-control.tsx'
import { AdminEditPage } from '../../features/admin/ui/edit-page.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/blog-edit'

export const clientLoader = async ({ params }: Route.ClientLoaderArgs) => {
  const [post, tags, seriesNames] = await Promise.all([
    adminApi.getPost(Number(params.id)),
    adminApi.blogTags().catch(() => []),
    adminApi.seriesNames().catch(() => []),
  ])
  return { post, tags, seriesNames }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.post.title ?? 'Edit post'} · Admin` },
]

export default function EditPost({ loaderData }: Route.ComponentProps) {
  const { post, tags, seriesNames } = loaderData
  return (
    <AdminEditPage
      title={post.title}
      kind="post"
      badge={<PostStatusBadge status={post.status} />}
      back={{ to: '/admin/blog', label: 'Blog' }}
      viewHref={post.status === 'published' ? `/blogs/${post.slug}` : null}
    >
      <PostForm key={post.id} post={post} tags={tags} seriesNames={seriesNames} />
    </AdminEditPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin/blog" backLabel="Back to the blog" />
}
