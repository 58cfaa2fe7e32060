import { Award, Eye, FileText, FolderKanban, Inbox, MessageSquareQuote } from 'lucide-react'
import { Link, redirect, useRouteLoaderData } from 'react-router'

import type { UnreadMessage } from '../../../core/schemas/overview.ts'
import { adminApi } from '../../features/admin/api.ts'
import { StatCard } from '../../features/admin/analytics/stat-card.tsx'
import { QuickActions } from '../../features/admin/dashboard/quick-actions.tsx'
import { RecentActivity } from '../../features/admin/dashboard/recent-activity.tsx'
import { adminUserContext } from '../../features/admin/guard.ts'
import { ExpiringCertificatesPanel } from '../../features/admin/health/expiring-certificates.tsx'
import { LinkHealthPanel } from '../../features/admin/health/link-health-panel.tsx'
import { setupApi } from '../../features/admin/setup/setup-api.ts'
import { SetupChecklist } from '../../features/admin/setup/setup-checklist.tsx'
import { AdminPage, Panel } from '../../features/admin/ui/admin-page.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import { relativeTime } from '../../lib/format.ts'
import type { loader as rootLoader } from '../../root.tsx'
import type { Route } from './+types/dashboard'

// One small request (GET /admin/overview) whatever the size of the site.
export const clientLoader = async ({ context }: Route.ClientLoaderArgs) => {
  const [{ counts, activity, unread }, setup] = await Promise.all([adminApi.overview(), setupApi.status()])
  // A new site (no profile saved, setup neither done nor skipped): the owner starts with the setup.
  if (setup.needed) throw redirect('/admin/setup')
  return { user: context.get(adminUserContext), counts, activity, latestUnread: unread, setup, now: Date.now() }
}

export const meta: Route.MetaFunction = () => [{ title: 'Dashboard · Admin' }]

const greeting = (now: number) => {
  const h = new Date(now).getHours()
  return h < 12 ? 'Good morning' : h < 18 ? 'Good afternoon' : 'Good evening'
}

const UnreadList = ({ messages, now }: { messages: UnreadMessage[]; now: number }) =>
  messages.length ? (
    <ul className="space-y-3">
      {messages.map((m) => (
        <li key={m.id}>
          <Link
            to="/admin/messages"
            className="block rounded-xl border border-slate-200 p-3 transition-colors hover:border-brand-300 dark:border-slate-800 dark:hover:border-brand-700"
          >
            <p className="flex justify-between gap-2 text-sm">
              <span className="truncate font-semibold text-slate-900 dark:text-white">{m.name}</span>
              <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
                {relativeTime(m.created_at, now)}
              </span>
            </p>
            <p className="truncate text-sm text-slate-700 dark:text-slate-300">{m.subject}</p>
          </Link>
        </li>
      ))}
    </ul>
  ) : (
    <p className="text-sm text-slate-600 dark:text-slate-400">No unread messages. You are all caught up.</p>
  )

const DEFAULT_FULL_NAME = 'Administrator'

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { user, counts, activity, latestUnread, setup, now } = loaderData
  const n = (v: number) => v.toLocaleString('en-US')
  const siteName = useRouteLoaderData<typeof rootLoader>('root')?.site.name
  // Before a profile is saved the site's name is a placeholder, not the owner's.
  const owner = setup.checklist.find((s) => s.key === 'profile')?.done ? siteName : undefined
  // The account's default name ("Administrator", users.service.ts) gives way to the site owner's.
  const name = user.full_name && user.full_name !== DEFAULT_FULL_NAME ? user.full_name : owner || user.username
  const firstName = name.split(' ')[0]
  return (
    <AdminPage title={`${greeting(now)}, ${firstName}`} description="Here is what is happening on your site.">
      {setup.show_checklist ? <SetupChecklist status={setup} /> : null}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
        <StatCard
          icon={Inbox}
          label="Unread messages"
          value={n(counts.unread_messages)}
          detail={`${n(counts.messages)} in the inbox`}
          to="/admin/messages"
        />
        <StatCard
          icon={Eye}
          label="Views, last 30 days"
          value={n(counts.period_views)}
          detail={`${n(counts.views)} all time · ${n(counts.likes)} likes`}
          to="/admin/analytics"
        />
        <StatCard
          icon={FolderKanban}
          label="Projects"
          value={n(counts.projects)}
          detail="Visible on the site"
          to="/admin/projects"
        />
        <StatCard
          icon={FileText}
          label="Blog posts"
          value={n(counts.posts)}
          detail={
            `${n(counts.drafts)} ${counts.drafts === 1 ? 'draft' : 'drafts'}` +
            (counts.scheduled ? ` · ${n(counts.scheduled)} scheduled` : '')
          }
          to="/admin/blog"
        />
        <StatCard
          icon={Award}
          label="Certificates"
          value={n(counts.certificates)}
          detail="Visible on the site"
          to="/admin/certificates"
        />
        <StatCard
          icon={MessageSquareQuote}
          label="Testimonials"
          value={n(counts.testimonials)}
          detail={counts.pending_testimonials ? `${counts.pending_testimonials} awaiting approval` : 'All approved'}
          to="/admin/testimonials"
        />
      </div>
      {/* One column of the page's width on a phone: a long line in one panel wraps, it does not widen the others. */}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Panel title="Recent activity" className="lg:col-span-2">
          <RecentActivity items={activity} now={now} />
        </Panel>
        <div className="min-w-0 space-y-6">
          <Panel title="Quick actions">
            <QuickActions />
          </Panel>
          <Panel
            title="Unread messages"
            actions={
              <Link
                to="/admin/messages"
                className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                Inbox
              </Link>
            }
          >
            <UnreadList messages={latestUnread} now={now} />
          </Panel>
          <ExpiringCertificatesPanel />
          <LinkHealthPanel now={now} />
        </div>
      </div>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
