import { FolderKanban, Plus } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '../../components/ui/button.ts'
import { Pagination } from '../../components/ui/pagination.tsx'
import { adminApi } from '../../features/admin/api.ts'
import { loadAdminList, STATUS_FILTER } from '../../features/admin/list-params.ts'
import { ProjectsTable } from '../../features/admin/projects/projects-table.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminEmpty } from '../../features/admin/ui/empty.tsx'
import { ListToolbar, withParams } from '../../features/admin/ui/list-toolbar.tsx'
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
  const { q, status, counts, items, page, pages, total, search } = loaderData
  return (
    <AdminPage
      title="Projects"
      description="Everything on /projects. Deleted projects are hidden from the site and can be restored."
      actions={
        <Link to="/admin/projects/create" className={buttonClass()}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          New project
        </Link>
      }
    >
      <ListToolbar
        q={q}
        searchLabel="Search projects"
        current={status}
        tabs={[
          { value: 'active', label: 'Active', count: counts.active },
          { value: 'deleted', label: 'Deleted', count: counts.deleted },
          { value: 'all', label: 'All', count: counts.all },
        ]}
      />
      {items.length ? (
        <>
          <ProjectsTable projects={items} />
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {total} {total === 1 ? 'project' : 'projects'}
            {q ? ` matching “${q}”` : ''}
          </p>
          <div className="mt-4">
            <Pagination page={page} pages={pages} hrefFor={(p) => withParams(search, { page: String(p) })} />
          </div>
        </>
      ) : (
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
          action={
            status !== 'deleted' && !q ? (
              <Link to="/admin/projects/create" className={buttonClass()}>
                <Plus className="h-4 w-4" aria-hidden="true" />
                New project
              </Link>
            ) : null
          }
        />
      )}
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
