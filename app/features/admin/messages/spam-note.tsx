import { ShieldAlert } from 'lucide-react'
import { Link } from 'react-router'

import { formatDate, relativeTime } from '../../../lib/format.ts'

/**
 * The inbox says when messages were last filed as spam (they are never emailed), so a genuine
 * one caught there is looked for; the Spam tab says why messages land in it.
 */
export const SpamNote = ({
  latestSpamAt,
  onSpamTab,
  spamHref,
  now,
}: {
  latestSpamAt: string | null
  onSpamTab: boolean
  spamHref: string
  now: number
}) => {
  if (!onSpamTab && !latestSpamAt) return null
  return (
    <p className="mb-4 flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400">
      <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {onSpamTab ? (
        <span>
          Messages land here when the contact form's hidden field was filled in, the form was sent within 3 seconds of
          opening, or one address sent more than 3 in 10 minutes; or for two of these together: sent without the form
          (through the API), during a burst of messages, with 3 or more links. They are not emailed to you.
        </span>
      ) : (
        <span>
          Last message filed as spam:{' '}
          <time dateTime={latestSpamAt!} title={formatDate(latestSpamAt)}>
            {relativeTime(latestSpamAt, now) || formatDate(latestSpamAt)}
          </time>
          . Spam is not emailed to you;{' '}
          <Link to={spamHref} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            look in Spam
          </Link>{' '}
          if you are expecting a message.
        </span>
      )}
    </p>
  )
}
