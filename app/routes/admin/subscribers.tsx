import { MailPlus } from 'lucide-react'

import { SubscriberStatusSchema, type SubscriberStatus } from '../../../core/schemas/newsletter.ts'
import { Pagination } from '../../components/ui/pagination.tsx'
import { adminApi } from '../../features/admin/api.ts'
import { DeleteSubscriberButton, SubscriberFileButtons } from '../../features/admin/newsletter/subscriber-actions.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminEmpty } from '../../features/admin/ui/empty.tsx'
import { ListToolbar, withParams } from '../../features/admin/ui/list-toolbar.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import { formatDate } from '../../lib/format.ts'
import { pageParam } from '../../lib/pagination.ts'
import type { Route } from './+types/subscribers'

const PAGE_SIZE = 50

type Tab = 'all' | SubscriberStatus
const LABELS: Record<SubscriberStatus, string> = { active: 'Active', pending: 'Pending', unsubscribed: 'Unsubscribed' }
const BADGE: Record<SubscriberStatus, string> = {
  active: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-300',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-300',
  unsubscribed: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
}

export const clientLoader = async ({ request }: Route.ClientLoaderArgs) => {
  const url = new URL(request.url)
  const parsed = SubscriberStatusSchema.safeParse(url.searchParams.get('status'))
  const status = parsed.success ? parsed.data : undefined
  const q = url.searchParams.get('q')?.trim() ?? ''
  const fetchPage = (page: number) =>
    adminApi.listSubscribers({ status, search: q || undefined, skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE })
  let page = pageParam(url.searchParams.get('page'))
  const [first, newsletter] = await Promise.all([fetchPage(page), adminApi.newsletter()])
  let res = first
  if (page > res.pages) res = await fetchPage((page = res.pages))
  return { status, q, page, res, search: url.search, emailConfigured: newsletter.email_configured }
}

export const meta: Route.MetaFunction = () => [{ title: 'Subscribers · Admin' }]

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { status, q, page, res, search, emailConfigured } = loaderData
  const { counts } = res
  const tab: Tab = status ?? 'all'
  return (
    <AdminPage
      title="Subscribers"
      description="Readers who get new posts by email. They confirm their address first (double opt-in)."
      actions={<SubscriberFileButtons status={status} search={q || undefined} />}
    >
      {!emailConfigured ? (
        <p
          role="status"
          className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
        >
          Email is not configured: set SMTP_URL on the server (see the README). Until then visitors can still subscribe
          (they stay pending) and nothing is sent.
        </p>
      ) : null}
      <ListToolbar
        q={q}
        searchLabel="Search subscribers"
        current={tab}
        tabs={[
          { value: 'all', label: 'All', count: counts.active + counts.pending + counts.unsubscribed },
          { value: 'active', label: 'Active', count: counts.active },
          { value: 'pending', label: 'Pending', count: counts.pending },
          { value: 'unsubscribed', label: 'Unsubscribed', count: counts.unsubscribed },
        ]}
      />
      {res.subscribers.length === 0 ? (
        <AdminEmpty
          icon={MailPlus}
          title={q ? `No subscribers match “${q}”` : 'No subscribers yet'}
          description={
            q ? 'Try another search.' : 'Visitors subscribe with the form on the home page and under every post.'
          }
        />
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {res.subscribers.map((s) => (
              <li key={s.id} className="flex items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900 dark:text-white">{s.email}</p>
                  <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                    {s.name ? `${s.name} · ` : ''}since {formatDate(s.created_at)}
                  </p>
                </div>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${BADGE[s.status]}`}>
                  {LABELS[s.status]}
                </span>
                <DeleteSubscriberButton subscriber={s} />
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <Pagination page={page} pages={res.pages} hrefFor={(p) => withParams(search, { page: String(p) })} />
          </div>
        </>
      )}
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
