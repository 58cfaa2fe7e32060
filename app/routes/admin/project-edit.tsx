import { adminApi } from '../../features/admin/api.ts'
import { ProjectForm } from '../../features/admin/projects/project-form.tsx'
import { AdminEditPage } from '../../features/admin/ui/edit-page.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import { ActiveBadge } from '../../features/admin/ui/status-badge.tsx'
import type { Route } from './+types/project-edit'

export const clientLoader = async ({ params }: Route.ClientLoaderArgs) => {
  const [project, technologies] = await Promise.all([
    adminApi.getProject(Number(params.id)),
    adminApi.projectTechnologies().catch(() => []),
  ])
  return { project, technologies }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.project.title ?? 'Edit project'} · Admin` },
]

export default function EditProject({ loaderData }: Route.ComponentProps) {
  const { project, technologies } = loaderData
  return (
    <AdminEditPage
      title={project.title}
      kind="project"
      badge={<ActiveBadge active={project.is_active} />}
      back={{ to: '/admin/projects', label: 'Projects' }}
      viewHref={project.is_active ? `/projects/${project.slug}` : null}
    >
      <ProjectForm key={project.id} project={project} technologies={technologies} />
    </AdminEditPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin/projects" backLabel="Back to projects" />
}
