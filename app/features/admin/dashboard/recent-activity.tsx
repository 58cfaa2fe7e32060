import { Award, FileText, FolderKanban, Mail, MessageSquareQuote } from 'lucide-react'
import { Link } from 'react-router'

import type { ActivityItem } from '../../../../core/schemas/overview.ts'
import { formatDate, relativeTime } from '../../../lib/format.ts'

const ICONS = {
  project: FolderKanban,
  post: FileText,
  certificate: Award,
  testimonial: MessageSquareQuote,
  message: Mail,
}

const NOUNS = {
  project: 'Project',
  post: 'Post',
  certificate: 'Certificate',
  testimonial: 'Testimonial from',
  message: 'Message from',
}

const LINKS = {
  project: (id: number) => `/admin/projects/${id}/edit`,
  post: (id: number) => `/admin/blog/${id}/edit`,
  certificate: (id: number) => `/admin/certificates/${id}/edit`,
  testimonial: (id: number) => `/admin/testimonials/${id}/edit`,
  message: () => '/admin/messages',
}

const verbOf = ({ kind, action }: ActivityItem) => {
  if (action === 'deleted') return 'was deleted'
  if (action === 'updated') return 'was updated'
  if (action === 'draft') return 'was saved as a draft'
  if (action === 'received') return 'arrived'
  return kind === 'post' ? 'was published' : kind === 'project' ? 'was created' : 'was added'
}

/** The latest changes and messages, newest first. */
export const RecentActivity = ({ items, now }: { items: ActivityItem[]; now: number }) =>
  items.length ? (
    <ol className="divide-y divide-slate-100 dark:divide-slate-800">
      {items.map((item) => {
        const Icon = ICONS[item.kind]
        return (
          <li key={`${item.kind}${item.id}`} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
            <span className="grid h-9 w-9 shrink-0 place-items-center rounded-xl bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
              <Icon className="h-4 w-4" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {NOUNS[item.kind]}{' '}
                <Link
                  to={LINKS[item.kind](item.id)}
                  className="font-semibold text-slate-900 hover:underline dark:text-white"
                >
                  {item.title}
                </Link>{' '}
                {verbOf(item)}
              </p>
              <time
                dateTime={item.at}
                title={formatDate(item.at)}
                className="text-xs text-slate-600 dark:text-slate-400"
              >
                {relativeTime(item.at, now) || formatDate(item.at)}
              </time>
            </div>
          </li>
        )
      })}
    </ol>
  ) : (
    <p className="text-sm text-slate-600 dark:text-slate-400">Nothing has happened yet.</p>
  )
