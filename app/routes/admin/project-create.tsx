import { adminApi } from '../../features/admin/api.ts'
import { ProjectForm } from '../../features/admin/projects/project-form.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/project-create'

export const clientLoader = async () => {
  const [technologies, live] = await Promise.all([
    adminApi.projectTechnologies().catch(() => []),
    adminApi.pageProjects({ status: 'active', skip: 0, limit: 1 }).catch(() => undefined),
  ])
  // The site's first project is featured (the server does the same when `featured` is left out).
  return { technologies, first: live?.total === 0 }
}

export const meta: Route.MetaFunction = () => [{ title: 'New project · Admin' }]

export default function CreateProject({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="New project"
      description="It appears on /projects as soon as it is saved, unless you untick Visible."
      back={{ to: '/admin/projects', label: 'Projects' }}
    >
      <ProjectForm technologies={loaderData.technologies} featuredByDefault={loaderData.first} />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin/projects" backLabel="Back to projects" />
}
