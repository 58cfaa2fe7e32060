import { Eye, Heart } from 'lucide-react'
import { Link } from 'react-router'

import type { Project } from '../../../../core/schemas/project.ts'
import { Badge, categoryTone } from '../../../components/ui/badge.tsx'
import { categoryLabel, formatDate } from '../../../lib/format.ts'
import { adminApi } from '../api.ts'
import { useAdminAction } from '../use-admin-action.ts'
import { type Column, DataTable } from '../ui/data-table.tsx'
import { RowActions } from '../ui/row-actions.tsx'
import { BrokenLinksBadge } from '../health/broken-links-badge.tsx'
import { ActiveBadge, FeaturedBadge } from '../ui/status-badge.tsx'
import { Thumb } from '../ui/thumb.tsx'

export const ProjectsTable = ({ projects }: { projects: (Project & { broken_links?: string[] })[] }) => {
  const act = useAdminAction()
  const columns: Column<Project & { broken_links?: string[] }>[] = [
    {
      header: 'Project',
      cell: (p) => (
        <div className="flex min-w-0 items-center gap-3">
          <Thumb src={p.featured_image} label={p.title} className="hidden sm:grid sm:h-10 sm:w-16" />
          <div className="min-w-0">
            <Link
              to={`/admin/projects/${p.id}/edit`}
              className="line-clamp-2 font-semibold text-slate-900 hover:text-brand-700 dark:text-white dark:hover:text-brand-300"
            >
              {p.title}
            </Link>
            <p className="truncate text-xs text-slate-600 dark:text-slate-400">/projects/{p.slug}</p>
          </div>
        </div>
      ),
    },
    {
      header: 'Category',
      className: 'hidden md:table-cell',
      cell: (p) => <Badge tone={categoryTone(p.category)}>{categoryLabel(p.category)}</Badge>,
    },
    {
      header: 'Status',
      cell: (p) => (
        <div className="flex flex-wrap gap-1">
          <ActiveBadge active={p.is_active} />
          <BrokenLinksBadge fields={p.broken_links} />
          {p.featured ? <FeaturedBadge /> : null}
        </div>
      ),
    },
    {
      header: 'Views / likes',
      mobile: 'hide',
      className: 'hidden 2xl:table-cell whitespace-nowrap text-slate-600 dark:text-slate-400',
      cell: (p) => (
        <span className="inline-flex items-center gap-3">
          <span className="inline-flex items-center gap-1">
            <Eye className="h-3.5 w-3.5" aria-hidden="true" />
            {p.views}
            <span className="sr-only">views</span>
          </span>
          <span className="inline-flex items-center gap-1">
            <Heart className="h-3.5 w-3.5" aria-hidden="true" />
            {p.likes}
            <span className="sr-only">likes</span>
          </span>
        </span>
      ),
    },
    {
      header: 'Updated',
      mobile: 'hide',
      className: 'hidden xl:table-cell whitespace-nowrap text-slate-600 dark:text-slate-400',
      cell: (p) => <time dateTime={p.updated_at}>{formatDate(p.updated_at)}</time>,
    },
    {
      header: 'Actions',
      srOnlyHeader: true,
      className: 'w-px text-right',
      cell: (p) => (
        <RowActions
          name={p.title}
          noun="project"
          editTo={`/admin/projects/${p.id}/edit`}
          viewHref={`/projects/${p.slug}`}
          active={p.is_active}
          onSoftDelete={() =>
            act(() => adminApi.softDeleteProject(p.id), {
              success: `“${p.title}” was deleted. It is hidden from the site until you restore it.`,
              failure: 'Failed to delete the project',
            })
          }
          onRestore={() =>
            act(() => adminApi.restoreProject(p.id), {
              success: `“${p.title}” was restored and is visible on the site again.`,
              failure: 'Failed to restore the project',
            })
          }
        />
      ),
    },
  ]
  return <DataTable caption="Projects" columns={columns} rows={projects} rowKey={(p) => p.id} />
}
