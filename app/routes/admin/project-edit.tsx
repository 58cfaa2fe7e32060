import { ExternalLink } from 'lucide-react'

import { buttonClass } from '../../components/ui/button.ts'
import { adminApi } from '../../features/admin/api.ts'
import { ProjectForm } from '../../features/admin/projects/project-form.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
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
    <AdminPage
      title={project.title}
      description={
        <span className="inline-flex items-center gap-2">
          Edit project <ActiveBadge active={project.is_active} />
        </span>
      }
      back={{ to: '/admin/projects', label: 'Projects' }}
      actions={
        project.is_active ? (
          <a
            href={`/projects/${project.slug}`}
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
      <ProjectForm key={project.id} project={project} technologies={technologies} />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin/projects" backLabel="Back to projects" />
}
