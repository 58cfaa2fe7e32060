import { adminApi } from '../../features/admin/api.ts'
import { ProjectForm } from '../../features/admin/projects/project-form.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/project-create'

export const clientLoader = async () => ({ technologies: await adminApi.projectTechnologies().catch(() => []) })

export const meta: Route.MetaFunction = () => [{ title: 'New project · Admin' }]

export default function CreateProject({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="New project"
      description="It appears on /projects as soon as it is saved, unless you untick Visible."
      back={{ to: '/admin/projects', label: 'Projects' }}
    >
      <ProjectForm technologies={loaderData.technologies} />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin/projects" backLabel="Back to projects" />
}
