import { Inbox } from 'lucide-react'
import { useState } from 'react'

import {
  MessageStatusFilterSchema,
  type MessageCounts,
  type MessageStatusFilter,
} from '../../../core/schemas/contact.ts'
import { Pagination } from '../../components/ui/pagination.tsx'
import { adminApi } from '../../features/admin/api.ts'
import { BulkBar } from '../../features/admin/messages/bulk-bar.tsx'
import { ExportButton } from '../../features/admin/messages/export-button.tsx'
import { MessageCard } from '../../features/admin/messages/message-card.tsx'
import { SpamNote } from '../../features/admin/messages/spam-note.tsx'
import { setupApi } from '../../features/admin/setup/setup-api.ts'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminEmpty } from '../../features/admin/ui/empty.tsx'
import { ListToolbar, withParams } from '../../features/admin/ui/list-toolbar.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import { pageParam } from '../../lib/pagination.ts'
import type { Route } from './+types/messages'

const PAGE_SIZE = 20

/** `inbox` (no status: new, read and replied) or one status, or `all`. */
type Tab = 'inbox' | MessageStatusFilter

const TABS: { value: Tab; label: string; count: (c: MessageCounts) => number }[] = [
  { value: 'inbox', label: 'Inbox', count: (c) => c.new + c.read + c.replied },
  { value: 'new', label: 'New', count: (c) => c.new },
  { value: 'replied', label: 'Replied', count: (c) => c.replied },
  { value: 'archived', label: 'Archived', count: (c) => c.archived },
  { value: 'spam', label: 'Spam', count: (c) => c.spam },
  { value: 'all', label: 'All', count: (c) => c.new + c.read + c.replied + c.archived + c.spam },
]

const EMPTY: Record<Tab, string> = {
  inbox: 'No messages yet',
  new: 'No new messages',
  read: 'No read messages',
  replied: 'No replied messages',
  archived: 'Nothing archived',
  spam: 'No spam',
  all: 'No messages yet',
}

// One request per page: the server filters (status, search), orders unread first, then newest,
// and counts every status for the tabs.
export const clientLoader = async ({ request }: Route.ClientLoaderArgs) => {
  const url = new URL(request.url)
  const parsed = MessageStatusFilterSchema.safeParse(url.searchParams.get('status'))
  const tab: Tab = parsed.success ? parsed.data : 'inbox'
  const status = tab === 'inbox' ? undefined : tab
  const q = url.searchParams.get('q')?.trim() ?? ''
  const fetchPage = (page: number) =>
    adminApi.listMessages({ status, search: q || undefined, skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE })
  let page = pageParam(url.searchParams.get('page'))
  let res = await fetchPage(page)
  // Past the last page (say, after deleting its only message): show the last one.
  if (page > res.pages) res = await fetchPage((page = res.pages))
  // Whether messages are emailed too: said only on an empty inbox, so asked only then.
  const email = res.messages.length ? null : (await setupApi.status()).email_notifications
  return {
    tab,
    status,
    q,
    page,
    pages: res.pages,
    search: url.search,
    counts: res.counts,
    latestSpamAt: res.latest_spam_at,
    messages: res.messages,
    email,
    now: Date.now(),
  }
}

/** Only promise email when the server sends it (SMTP_URL) and knows where to. */
const emailNote = ({ enabled, to }: { enabled: boolean; to: string }) =>
  !enabled
    ? 'Messages sent from the contact form land here. To get them by email too, set SMTP_URL on the server (see the README).'
    : to
      ? `Messages sent from the contact form land here, and are emailed to ${to} too.`
      : 'Messages sent from the contact form land here. Set a contact email in the site profile to get them by email too.'

export const meta: Route.MetaFunction = () => [{ title: 'Messages · Admin' }]

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { tab, status, q, messages, counts, latestSpamAt, page, pages, search, email, now } = loaderData
  const [picked, setSelected] = useState<number[]>([])
  // After a new page, filter or reload, only what is still shown stays selected.
  const selected = picked.filter((id) => messages.some((m) => m.id === id))

  return (
    <AdminPage
      title="Messages"
      description="What visitors sent through the contact form. Reply opens your mail app with the message quoted."
      actions={<ExportButton status={status} search={q || undefined} />}
    >
      <ListToolbar
        q={q}
        searchLabel="Search messages"
        current={tab}
        tabs={TABS.map((t) => ({ value: t.value, label: t.label, count: t.count(counts) }))}
      />
      <SpamNote
        latestSpamAt={latestSpamAt}
        onSpamTab={tab === 'spam'}
        spamHref={withParams(search, { status: 'spam', page: null })}
        now={now}
      />
      {messages.length === 0 ? (
        <AdminEmpty
          icon={Inbox}
          title={q ? `No messages match “${q}”` : EMPTY[tab]}
          description={q ? 'Try another search.' : email ? emailNote(email) : undefined}
        />
      ) : (
        <>
          <BulkBar ids={messages.map((m) => m.id)} selected={selected} onSelect={setSelected} />
          <div className="space-y-4">
            {messages.map((m) => (
              <MessageCard
                key={m.id}
                message={m}
                now={now}
                selected={selected.includes(m.id)}
                onSelect={(on) => setSelected((ids) => (on ? [...ids, m.id] : ids.filter((id) => id !== m.id)))}
              />
            ))}
          </div>
          <div className="mt-8">
            <Pagination page={page} pages={pages} hrefFor={(p) => withParams(search, { page: String(p) })} />
          </div>
        </>
      )}
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
