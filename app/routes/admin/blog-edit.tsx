import { ExternalLink } from 'lucide-react'

import { Badge } from '../../components/ui/badge.tsx'
import { buttonClass } from '../../components/ui/button.ts'
import { adminApi } from '../../features/admin/api.ts'
import { PostForm } from '../../features/admin/blog/post-form.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/blog-edit'

export const clientLoader = async ({ params }: Route.ClientLoaderArgs) => {
  const [post, tags] = await Promise.all([adminApi.getPost(Number(params.id)), adminApi.blogTags().catch(() => [])])
  return { post, tags }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.post.title ?? 'Edit post'} · Admin` },
]

export default function EditPost({ loaderData }: Route.ComponentProps) {
  const { post, tags } = loaderData
  return (
    <AdminPage
      title={post.title}
      description={
        <span className="inline-flex items-center gap-2">
          Edit post {post.published ? <Badge tone="green">Published</Badge> : <Badge>Draft</Badge>}
        </span>
      }
      back={{ to: '/admin/blog', label: 'Blog' }}
      actions={
        post.published ? (
          <a
            href={`/blogs/${post.slug}`}
            target="_blank"
            rel="noreferrer"
            className={buttonClass({ variant: 'outline' })}
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            View on the site
          </a>
        ) : null
      }
    >
      <PostForm key={post.id} post={post} tags={tags} />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin/blog" backLabel="Back to the blog" />
}
