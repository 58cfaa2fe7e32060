import { Mail, MailOpen, Reply, Trash2 } from 'lucide-react'
import { useState } from 'react'

import type { Message } from '../../../../core/schemas/contact.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { buttonClass } from '../../../components/ui/button.ts'
import { cn } from '../../../lib/cn.ts'
import { formatDate, relativeTime } from '../../../lib/format.ts'
import { adminApi } from '../api.ts'
import { useAdminAction } from '../use-admin-action.ts'
import { ConfirmButton } from '../ui/row-actions.tsx'

const LONG = 360

/** A mailto: link that answers the message in the owner's mail client, quoting it. */
export const replyHref = (m: Message) => {
  const quoted = m.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
  const body = `\n\n\nOn ${formatDate(m.created_at)}, ${m.name} wrote:\n${quoted}`
  return `mailto:${encodeURIComponent(m.email).replace('%40', '@')}?subject=${encodeURIComponent(
    m.subject.toLowerCase().startsWith('re:') ? m.subject : `Re: ${m.subject}`,
  )}&body=${encodeURIComponent(body)}`
}

export const MessageCard = ({ message: m, now }: { message: Message; now: number }) => {
  const act = useAdminAction()
  const [expanded, setExpanded] = useState(false)
  const long = m.message.length > LONG
  const setRead = (read: boolean) =>
    act(() => adminApi.setMessageRead(m.id, read), {
      success: read ? `Message from ${m.name} marked as read.` : `Message from ${m.name} marked as unread.`,
      failure: 'Failed to update the message',
    })

  return (
    <article
      aria-labelledby={`msg-${m.id}-subject`}
      className={cn(
        'rounded-2xl border bg-white p-5 shadow-sm dark:bg-slate-900',
        m.read
          ? 'border-slate-200 dark:border-slate-800'
          : 'border-brand-300 ring-1 ring-brand-200 dark:border-brand-700 dark:ring-brand-900',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className={cn(
              'grid h-10 w-10 shrink-0 place-items-center rounded-full font-semibold',
              m.read ? 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200' : 'bg-brand-600 text-white',
            )}
          >
            {m.name.slice(0, 1).toUpperCase()}
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900 dark:text-white">
              {m.name}
              {m.read ? null : (
                <Badge tone="brand" className="ml-2 align-middle">
                  New
                </Badge>
              )}
            </p>
            <a
              href={`mailto:${m.email}`}
              className="truncate text-sm text-slate-600 hover:text-brand-700 hover:underline dark:text-slate-400 dark:hover:text-brand-300"
            >
              {m.email}
            </a>
          </div>
        </div>
        <time
          dateTime={m.created_at}
          title={formatDate(m.created_at)}
          className="text-sm text-slate-600 dark:text-slate-400"
        >
          {relativeTime(m.created_at, now) || formatDate(m.created_at)}
        </time>
      </header>
      <h3 id={`msg-${m.id}-subject`} className="mt-4 font-semibold text-slate-900 dark:text-white">
        {m.subject}
      </h3>
      <p className="mt-1.5 text-sm leading-6 whitespace-pre-wrap text-slate-700 dark:text-slate-300">
        {long && !expanded ? `${m.message.slice(0, LONG).trimEnd()}…` : m.message}
      </p>
      {long ? (
        <button
          type="button"
          className="mt-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
          aria-expanded={expanded}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? 'Show less' : 'Show the whole message'}
        </button>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
        <a
          href={replyHref(m)}
          className={buttonClass({ size: 'sm' })}
          onClick={() => {
            if (!m.read) void setRead(true)
          }}
        >
          <Reply className="h-4 w-4" aria-hidden="true" />
          Reply
          <span className="sr-only"> to {m.name} (opens your mail app)</span>
        </a>
        <button
          type="button"
          className={buttonClass({ variant: 'outline', size: 'sm' })}
          onClick={() => void setRead(!m.read)}
        >
          {m.read ? (
            <Mail className="h-4 w-4" aria-hidden="true" />
          ) : (
            <MailOpen className="h-4 w-4" aria-hidden="true" />
          )}
          {m.read ? 'Mark as unread' : 'Mark as read'}
          <span className="sr-only"> ({m.subject})</span>
        </button>
        <ConfirmButton
          className={buttonClass({
            variant: 'ghost',
            size: 'sm',
            className: 'text-rose-700 hover:text-rose-800 dark:text-rose-400 dark:hover:text-rose-300',
          })}
          confirm={{
            title: 'Delete this message?',
            description: (
              <>
                The message from {m.name} (“{m.subject}”) will be deleted for good. This cannot be undone.
              </>
            ),
            confirmLabel: 'Delete message',
          }}
          onConfirm={() =>
            act(() => adminApi.deleteMessage(m.id), {
              success: `Message from ${m.name} deleted.`,
              failure: 'Failed to delete the message',
            })
          }
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Delete
          <span className="sr-only"> message from {m.name}</span>
        </ConfirmButton>
      </div>
    </article>
  )
}
