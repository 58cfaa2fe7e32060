import { Inbox } from 'lucide-react'

import { Pagination } from '../../components/ui/pagination.tsx'
import { adminApi } from '../../features/admin/api.ts'
import { MessageCard } from '../../features/admin/messages/message-card.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminEmpty } from '../../features/admin/ui/empty.tsx'
import { ListToolbar, withParams } from '../../features/admin/ui/list-toolbar.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import { pageParam } from '../../lib/pagination.ts'
import type { Route } from './+types/messages'

const PAGE_SIZE = 20

// One request per page: the server filters (unread, search) and orders unread first, then
// newest, so the page's unread messages come before its read ones.
export const clientLoader = async ({ request }: Route.ClientLoaderArgs) => {
  const url = new URL(request.url)
  const filter = url.searchParams.get('status') === 'unread' ? 'unread' : 'all'
  const q = url.searchParams.get('q')?.trim() ?? ''
  const fetchPage = (page: number) =>
    adminApi.listMessages({
      unread: filter === 'unread' ? true : undefined,
      search: q || undefined,
      skip: (page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    })
  let page = pageParam(url.searchParams.get('page'))
  let res = await fetchPage(page)
  // Past the last page (say, after deleting its only message): show the last one.
  if (page > res.pages) res = await fetchPage((page = res.pages))
  return {
    filter,
    q,
    page,
    pages: res.pages,
    search: url.search,
    total: res.total,
    // Whole-inbox figure; only meaningful as a tab count when no search narrows the list.
    unreadCount: res.unread,
    unread: res.messages.filter((m) => !m.read),
    read: res.messages.filter((m) => m.read),
    now: Date.now(),
  }
}

export const meta: Route.MetaFunction = () => [{ title: 'Messages · Admin' }]

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { filter, q, unread, read, unreadCount, total, page, pages, search, now } = loaderData
  const empty = !unread.length && !read.length
  return (
    <AdminPage
      title="Messages"
      description="What visitors sent through the contact form. Reply opens your mail app with the message quoted."
    >
      <ListToolbar
        q={q}
        searchLabel="Search messages"
        current={filter}
        tabs={[
          { value: 'all', label: 'All', count: filter === 'all' ? total : undefined },
          { value: 'unread', label: 'Unread', count: filter === 'unread' ? total : q ? undefined : unreadCount },
        ]}
      />
      {empty ? (
        <AdminEmpty
          icon={Inbox}
          title={q ? `No messages match “${q}”` : filter === 'unread' ? 'No unread messages' : 'No messages yet'}
          description={
            q ? 'Try another search.' : 'Messages sent from the contact form land here, and you get them by email too.'
          }
        />
      ) : (
        <div className="space-y-8">
          {unread.length ? (
            <section aria-labelledby="unread-heading">
              <h2
                id="unread-heading"
                className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
              >
                Unread ({unread.length})
              </h2>
              <div className="space-y-4">
                {unread.map((m) => (
                  <MessageCard key={m.id} message={m} now={now} />
                ))}
              </div>
            </section>
          ) : null}
          {read.length ? (
            <section aria-labelledby="read-heading">
              <h2
                id="read-heading"
                className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
              >
                Read
              </h2>
              <div className="space-y-4">
                {read.map((m) => (
                  <MessageCard key={m.id} message={m} now={now} />
                ))}
              </div>
            </section>
          ) : null}
          <Pagination page={page} pages={pages} hrefFor={(p) => withParams(search, { page: String(p) })} />
        </div>
      )}
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
