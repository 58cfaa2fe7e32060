import { Tags } from 'lucide-react'

import { adminApi } from '../../features/admin/api.ts'
import { TagsTable } from '../../features/admin/tags/tags-table.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminEmpty } from '../../features/admin/ui/empty.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/tags'

export const clientLoader = async () => ({ tags: await adminApi.listTags() })

export const meta: Route.MetaFunction = () => [{ title: 'Tags · Admin' }]

export default function AdminTags({ loaderData }: Route.ComponentProps) {
  const { tags } = loaderData
  return (
    <AdminPage
      title="Tags"
      description="Every tag on your posts, drafts included. Rename one on every post at once; give it another tag's name to merge the two."
    >
      {tags.length ? (
        <TagsTable tags={tags} />
      ) : (
        <AdminEmpty icon={Tags} title="No tags yet" description="Tags you give posts appear here." />
      )}
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
