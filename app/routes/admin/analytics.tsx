import { Eye, FileText, FolderKanban, Heart } from 'lucide-react'
import { Link } from 'react-router'

import { adminApi } from '../../features/admin/api.ts'
import { BarList } from '../../features/admin/analytics/bar-list.tsx'
import { StatCard } from '../../features/admin/analytics/stat-card.tsx'
import { ViewsChart } from '../../features/admin/analytics/views-chart.tsx'
import { AdminPage, Panel } from '../../features/admin/ui/admin-page.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import { cn } from '../../lib/cn.ts'
import { formatDate } from '../../lib/format.ts'
import type { Route } from './+types/analytics'

const PERIODS = [7, 30, 90, 365] as const

export const clientLoader = async ({ request }: Route.ClientLoaderArgs) => {
  const asked = Number(new URL(request.url).searchParams.get('days'))
  const days = (PERIODS as readonly number[]).includes(asked) ? asked : 30
  return { analytics: await adminApi.analytics(days) }
}

export const meta: Route.MetaFunction = () => [{ title: 'Analytics · Admin' }]

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  const a = loaderData.analytics
  const n = (v: number) => v.toLocaleString('en-US')
  return (
    <AdminPage
      title="Analytics"
      description={`Views counted on the server, without cookies and without bots: ${formatDate(a.from)} – ${formatDate(a.to)}.`}
      actions={
        <nav aria-label="Period" className="flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800/70">
          {PERIODS.map((d) => (
            <Link
              key={d}
              to={`?days=${d}`}
              aria-current={a.days === d ? 'page' : undefined}
              className={cn(
                'rounded-lg px-3 py-1.5 text-sm font-medium',
                a.days === d
                  ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                  : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
              )}
            >
              {d === 365 ? '1 year' : `${d} days`}
            </Link>
          ))}
        </nav>
      }
    >
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          icon={Eye}
          label={`Views, last ${a.days} days`}
          value={n(a.totals.period_views)}
          detail={`${n(a.totals.views)} all time`}
        />
        <StatCard icon={Heart} label="Likes" value={n(a.totals.likes)} detail="On all projects" />
        <StatCard
          icon={FolderKanban}
          label="Projects"
          value={n(a.totals.projects)}
          detail="Visible on the site"
          to="/admin/projects"
        />
        <StatCard
          icon={FileText}
          label="Posts"
          value={n(a.totals.posts)}
          detail={`${n(a.totals.drafts)} ${a.totals.drafts === 1 ? 'draft' : 'drafts'}`}
          to="/admin/blog"
        />
      </div>
      <Panel title="Views per day" className="mt-6">
        <ViewsChart days={a.views_per_day} />
      </Panel>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <Panel title="Top projects" description={`By views, last ${a.days} days`}>
          <BarList
            unit="view"
            empty="No project views in this period."
            items={a.top_projects.map((p) => ({
              id: p.id,
              label: p.title,
              href: `/admin/projects/${p.id}/edit`,
              value: p.period_views,
              detail: `${n(p.views)} all time`,
            }))}
          />
        </Panel>
        <Panel title="Top posts" description={`By views, last ${a.days} days`}>
          <BarList
            unit="view"
            empty="No post views in this period."
            tone="bg-violet-500/20 dark:bg-violet-500/25"
            items={a.top_posts.map((p) => ({
              id: p.id,
              label: p.title,
              href: `/admin/blog/${p.id}/edit`,
              value: p.period_views,
              detail: `${n(p.views)} all time`,
            }))}
          />
        </Panel>
        <Panel title="Most liked" description="Projects by likes, all time">
          <BarList
            unit="like"
            empty="No likes yet."
            tone="bg-rose-500/20 dark:bg-rose-500/25"
            items={a.top_liked_projects.map((p) => ({
              id: p.id,
              label: p.title,
              href: `/admin/projects/${p.id}/edit`,
              value: p.likes,
            }))}
          />
        </Panel>
      </div>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
