import { FileText } from 'lucide-react'

import { adminApi } from '../../features/admin/api.ts'
import { PagesTable } from '../../features/admin/pages/pages-table.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminEmpty } from '../../features/admin/ui/empty.tsx'
import { NewItemLink } from '../../features/admin/ui/list-results.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/pages'

export const clientLoader = async () => ({ pages: await adminApi.listPages() })

export const meta: Route.MetaFunction = () => [{ title: 'Pages · Admin' }]

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const { pages } = loaderData
  const newButton = <NewItemLink to="/admin/pages/create">New page</NewItemLink>
  return (
    <AdminPage
      title="Pages"
      description="Pages of your own — About, Services, Uses, Now — each at its own address, written in Markdown."
      actions={newButton}
    >
      {pages.length ? (
        <PagesTable pages={pages} />
      ) : (
        <AdminEmpty
          icon={FileText}
          title="No pages yet"
          description="Add an About or Services page and put it in the site's navigation."
          action={newButton}
        />
      )}
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
