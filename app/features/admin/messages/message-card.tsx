import { Archive, Check, Inbox, Mail, MailOpen, Reply, ShieldAlert, Trash2 } from 'lucide-react'
import { useState } from 'react'

import type { Message, MessageStatus } from '../../../../core/schemas/contact.ts'
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

const STATUS_BADGES: Partial<Record<MessageStatus, { label: string; tone: 'brand' | 'green' | 'neutral' | 'rose' }>> = {
  new: { label: 'New', tone: 'brand' },
  replied: { label: 'Replied', tone: 'green' },
  archived: { label: 'Archived', tone: 'neutral' },
  spam: { label: 'Spam', tone: 'rose' },
}

/** What each status change says when it is done. */
export const STATUS_DONE: Record<MessageStatus, string> = {
  new: 'marked as unread',
  read: 'marked as read',
  replied: 'marked as replied',
  archived: 'archived',
  spam: 'moved to spam',
}

export const MessageCard = ({
  message: m,
  now,
  selected,
  onSelect,
}: {
  message: Message
  now: number
  selected: boolean
  onSelect: (selected: boolean) => void
}) => {
  const act = useAdminAction()
  const [expanded, setExpanded] = useState(false)
  // Issue 23: Reply only opens the owner's mail app; whether a reply went out is theirs to say.
  const [replyOpened, setReplyOpened] = useState(false)
  const long = m.message.length > LONG
  const setStatus = (status: MessageStatus) =>
    act(() => adminApi.setMessageStatus(m.id, status), {
      success: `Message from ${m.name} ${STATUS_DONE[status]}.`,
      failure: 'Failed to update the message',
    })
  const badge = STATUS_BADGES[m.status]
  const outline = buttonClass({ variant: 'outline', size: 'sm' })

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
          <input
            type="checkbox"
            checked={selected}
            onChange={(e) => onSelect(e.currentTarget.checked)}
            aria-label={`Select the message from ${m.name} (${m.subject})`}
            className="h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-600"
          />
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
              {badge ? (
                <Badge tone={badge.tone} className="ml-2 align-middle">
                  {badge.label}
                </Badge>
              ) : null}
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
        <a href={replyHref(m)} className={buttonClass({ size: 'sm' })} onClick={() => setReplyOpened(true)}>
          <Reply className="h-4 w-4" aria-hidden="true" />
          Reply
          <span className="sr-only"> to {m.name} (opens your mail app)</span>
        </a>
        {m.status === 'new' || m.status === 'read' ? (
          <button type="button" className={outline} onClick={() => void setStatus(m.read ? 'new' : 'read')}>
            {m.read ? (
              <Mail className="h-4 w-4" aria-hidden="true" />
            ) : (
              <MailOpen className="h-4 w-4" aria-hidden="true" />
            )}
            {m.read ? 'Mark as unread' : 'Mark as read'}
            <span className="sr-only"> ({m.subject})</span>
          </button>
        ) : null}
        {m.status === 'archived' || m.status === 'spam' ? (
          <button type="button" className={outline} onClick={() => void setStatus('read')}>
            <Inbox className="h-4 w-4" aria-hidden="true" />
            {m.status === 'spam' ? 'Not spam' : 'Move to inbox'}
            <span className="sr-only"> ({m.subject})</span>
          </button>
        ) : (
          <button type="button" className={outline} onClick={() => void setStatus('archived')}>
            <Archive className="h-4 w-4" aria-hidden="true" />
            Archive
            <span className="sr-only"> ({m.subject})</span>
          </button>
        )}
        {m.status === 'spam' ? null : (
          <button type="button" className={outline} onClick={() => void setStatus('spam')}>
            <ShieldAlert className="h-4 w-4" aria-hidden="true" />
            Spam
            <span className="sr-only"> ({m.subject})</span>
          </button>
        )}
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
      <div aria-live="polite">
        {replyOpened && m.status !== 'replied' ? (
          <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Your reply opened in your mail app. Once you have sent it:
            </p>
            <button type="button" className={outline} onClick={() => void setStatus('replied')}>
              <Check className="h-4 w-4" aria-hidden="true" />
              Mark as replied
              <span className="sr-only"> ({m.subject})</span>
            </button>
          </div>
        ) : null}
      </div>
    </article>
  )
}
