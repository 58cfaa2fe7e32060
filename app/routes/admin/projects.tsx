import { FolderKanban } from 'lucide-react'

import { adminApi } from '../../features/admin/api.ts'
import { loadAdminList, STATUS_FILTER } from '../../features/admin/list-params.ts'
import { ProjectsTable } from '../../features/admin/projects/projects-table.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminEmpty } from '../../features/admin/ui/empty.tsx'
import { ListToolbar } from '../../features/admin/ui/list-toolbar.tsx'
import { ListResults, NewItemLink, statusTabs } from '../../features/admin/ui/list-results.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/projects'

// The server filters, pages and orders newest first, so a project just created is at the top (SPEC.md §4).
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadAdminList(request, STATUS_FILTER, async ({ filter, ...query }) => {
    const res = await adminApi.pageProjects({ status: filter, ...query })
    return { items: res.projects, total: res.total }
  })

export const meta: Route.MetaFunction = () => [{ title: 'Projects · Admin' }]

export default function AdminProjects({ loaderData }: Route.ComponentProps) {
  const { q, status, counts, items } = loaderData
  const newButton = <NewItemLink to="/admin/projects/create">New project</NewItemLink>
  return (
    <AdminPage
      title="Projects"
      description="Everything on /projects. Deleted projects are hidden from the site and can be restored."
      actions={newButton}
    >
      <ListToolbar q={q} searchLabel="Search projects" current={status} tabs={statusTabs(counts)} />
      <ListResults
        list={loaderData}
        noun={['project', 'projects']}
        empty={
          <AdminEmpty
            icon={FolderKanban}
            title={q ? `No projects match “${q}”` : status === 'deleted' ? 'No deleted projects' : 'No projects yet'}
            description={
              q
                ? 'Try another search, or look under All.'
                : status === 'deleted'
                  ? 'Deleted projects appear here.'
                  : undefined
            }
            action={status !== 'deleted' && !q ? newButton : null}
          />
        }
      >
        <ProjectsTable projects={items} />
      </ListResults>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
