import { CalendarClock, EyeOff, Globe, Send } from 'lucide-react'
import { useId, useRef, useState } from 'react'

import type { AdminBlogPost, PostStatus } from '../../../../core/schemas/blog.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { buttonClass } from '../../../components/ui/button.ts'
import { FieldError, Input } from '../../../components/ui/form.tsx'
import { defaultScheduleTime, formatLocalDateTime, fromLocalInputs, toLocalInputs, zoneLabel } from './publish-time.ts'

/** What a publishing button asks of the next save: the status to give the post. */
export interface PublishIntent {
  kind: 'publish' | 'schedule' | 'unpublish'
  published: boolean
  /** null: now (API.md: publishing without a time sets now); undefined: keep the stored time. */
  published_at?: string | null
}

/**
 * The pressed publishing button's status, applied to the next save only. A plain save (the save
 * bar) clears it, so a publish that failed validation never rides along with a later save.
 */
export const usePublishIntent = () => {
  const intent = useRef<PublishIntent | null>(null)
  return {
    set: (next: PublishIntent) => {
      intent.current = next
    },
    clear: () => {
      intent.current = null
    },
    /** The values to send and the intent they carry (taken: the next save is a plain one). */
    take: <V extends object>(values: V) => {
      const taken = intent.current
      intent.current = null
      if (!taken) return { body: values, intent: null }
      const { kind: _kind, ...status } = taken
      return { body: { ...values, ...status }, intent: taken }
    },
  }
}

/** The toast after a save: what happened to the post's (or page's) status, in words. */
export const savedMessage = (
  saved: Pick<AdminBlogPost, 'title' | 'status' | 'published_at'>,
  intent: PublishIntent | null,
  created: boolean,
) => {
  const title = `“${saved.title}”`
  if (saved.status === 'scheduled' && saved.published_at && (intent?.kind === 'schedule' || created))
    return `${title} scheduled for ${formatLocalDateTime(saved.published_at)}.`
  if (intent?.kind === 'publish' || (created && saved.status === 'published')) return `${title} published.`
  if (intent?.kind === 'unpublish') return `${title} unpublished: it is a draft again.`
  if (created) return `${title} saved as a draft.`
  return `${title} saved (${saved.status}).`
}

const STATUS: Record<PostStatus, { label: string; tone: 'neutral' | 'amber' | 'green' }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  scheduled: { label: 'Scheduled', tone: 'amber' },
  published: { label: 'Published', tone: 'green' },
}

export const PostStatusBadge = ({ status }: { status: PostStatus }) => (
  <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>
)

/**
 * The editor's publishing controls (API.md, Publishing): the post's status and time, and
 * "Publish now", "Schedule…" (a date and time in the owner's time zone, sent as UTC) and
 * "Unpublish". Each saves the post at once with that status.
 */
export const PublishControl = ({
  status,
  publishedAt,
  saving,
  onIntent,
}: {
  status: PostStatus
  publishedAt: string | null
  saving: boolean
  onIntent: (intent: PublishIntent) => void
}) => {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [when, setWhen] = useState(() => toLocalInputs(defaultScheduleTime(publishedAt)))
  const [error, setError] = useState<string | undefined>()
  const zone = zoneLabel()

  const openSchedule = () => {
    setWhen(toLocalInputs(defaultScheduleTime(publishedAt)))
    setError(undefined)
    setOpen(true)
  }
  const schedule = () => {
    const at = fromLocalInputs(when.date, when.time)
    if (!at) return setError('Choose a date and a time.')
    if (Date.parse(at) <= Date.now()) return setError('Choose a time in the future.')
    setOpen(false)
    onIntent({ kind: 'schedule', published: true, published_at: at })
  }

  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3">
        <span
          className="grid h-9 w-9 shrink-0 place-items-center rounded-xl bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300"
          aria-hidden="true"
        >
          {status === 'published' ? (
            <Globe className="h-4 w-4" />
          ) : status === 'scheduled' ? (
            <CalendarClock className="h-4 w-4" />
          ) : (
            <EyeOff className="h-4 w-4" />
          )}
        </span>
        <div className="min-w-0 text-sm" data-testid="post-status">
          <PostStatusBadge status={status} />
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            {status === 'draft'
              ? 'Only you can see it.'
              : status === 'scheduled' && publishedAt
                ? `Goes live ${formatLocalDateTime(publishedAt)}`
                : publishedAt
                  ? `Live since ${formatLocalDateTime(publishedAt)}`
                  : 'Live on the site.'}
          </p>
          {status !== 'draft' ? <p className="text-xs text-slate-600 dark:text-slate-400">{zone}</p> : null}
        </div>
      </div>

      {/* Stacked full width: the side column of the editor is narrow on wide screens. */}
      <div className="flex flex-col gap-2">
        {status !== 'published' ? (
          <button
            type="button"
            className={buttonClass({ size: 'sm', className: 'w-full justify-center' })}
            disabled={saving}
            onClick={() => onIntent({ kind: 'publish', published: true, published_at: null })}
          >
            <Send className="h-4 w-4" aria-hidden="true" />
            Publish now
          </button>
        ) : null}
        {status !== 'published' ? (
          <button
            type="button"
            className={buttonClass({ variant: 'outline', size: 'sm', className: 'w-full justify-center' })}
            aria-expanded={open}
            aria-controls={`${id}-schedule`}
            disabled={saving}
            onClick={() => (open ? setOpen(false) : openSchedule())}
          >
            <CalendarClock className="h-4 w-4" aria-hidden="true" />
            Schedule…
          </button>
        ) : null}
        {status !== 'draft' ? (
          <button
            type="button"
            className={buttonClass({ variant: 'outline', size: 'sm', className: 'w-full justify-center' })}
            disabled={saving}
            onClick={() => onIntent({ kind: 'unpublish', published: false })}
          >
            <EyeOff className="h-4 w-4" aria-hidden="true" />
            Unpublish
          </button>
        ) : null}
      </div>

      {open ? (
        <fieldset
          id={`${id}-schedule`}
          className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-950"
        >
          <legend className="sr-only">Schedule publication</legend>
          <p className="text-sm font-semibold text-slate-900 dark:text-white">Publish on</p>
          <div className="space-y-3">
            <div>
              <label
                htmlFor={`${id}-date`}
                className="mb-1 block text-xs font-medium text-slate-700 dark:text-slate-300"
              >
                Date
              </label>
              <Input
                id={`${id}-date`}
                type="date"
                value={when.date}
                invalid={!!error}
                aria-describedby={`${id}-zone`}
                className="dark:[color-scheme:dark]"
                onChange={(e) => setWhen((w) => ({ ...w, date: e.target.value }))}
              />
            </div>
            <div>
              <label
                htmlFor={`${id}-time`}
                className="mb-1 block text-xs font-medium text-slate-700 dark:text-slate-300"
              >
                Time
              </label>
              <Input
                id={`${id}-time`}
                type="time"
                value={when.time}
                invalid={!!error}
                aria-describedby={`${id}-zone`}
                className="dark:[color-scheme:dark]"
                onChange={(e) => setWhen((w) => ({ ...w, time: e.target.value }))}
              />
            </div>
          </div>
          <p id={`${id}-zone`} className="text-xs text-slate-600 dark:text-slate-400">
            Your time zone: {zone}
          </p>
          <FieldError id={`${id}-when`} message={error} />
          <div className="flex gap-2">
            <button
              type="button"
              className={buttonClass({ size: 'sm', className: 'flex-1 justify-center' })}
              disabled={saving}
              onClick={schedule}
            >
              Schedule
            </button>
            <button
              type="button"
              className={buttonClass({ variant: 'ghost', size: 'sm' })}
              onClick={() => setOpen(false)}
            >
              Cancel
            </button>
          </div>
        </fieldset>
      ) : null}
    </div>
  )
}
