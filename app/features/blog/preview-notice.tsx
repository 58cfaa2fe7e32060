import { CalendarClock, Eye } from 'lucide-react'

import type { BlogPost } from '../../../core/schemas/blog.ts'
import { Container } from '../../components/ui/container.tsx'
import { formatDateTime, isoDate } from '../../lib/format.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

/**
 * An instant with its date, time and zone: in UTC on the server (and while the page hydrates, so
 * both renders agree), then in the reader's own time zone.
 */
const formatInstant = (iso: string, timeZone: string | undefined) => formatDateTime(iso, { timeZone, withZone: true })

/**
 * Issue 23: a preview link (/preview/:token) says it is one, above the post it shows exactly as
 * it will look: a draft, or a scheduled post with the time it goes live. A status region, so a
 * screen reader announces it too.
 */
export const PreviewNotice = ({ post }: { post: Pick<BlogPost, 'status' | 'published_at'> }) => {
  const hydrated = useHydrated()
  const at = post.status === 'scheduled' && post.published_at ? post.published_at : null
  return (
    <div
      role="status"
      className="border-b border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900/60 dark:bg-amber-950/50 dark:text-amber-100"
    >
      <Container size="narrow" className="flex items-start gap-3 py-3 text-sm leading-6">
        {at ? (
          <CalendarClock className="mt-1 h-4 w-4 shrink-0" aria-hidden="true" />
        ) : (
          <Eye className="mt-1 h-4 w-4 shrink-0" aria-hidden="true" />
        )}
        {post.status === 'published' ? (
          <p>
            <strong className="font-semibold">Preview</strong> — this post is already published.
          </p>
        ) : (
          <p>
            <strong className="font-semibold">Preview — not published yet.</strong>{' '}
            {at ? (
              <>
                Scheduled to go live on{' '}
                <time dateTime={isoDate(at)} className="font-semibold">
                  {formatInstant(at, hydrated ? undefined : 'UTC')}
                </time>
                .
              </>
            ) : (
              'A draft: only people with this link can see it, and it may still change.'
            )}
          </p>
        )}
      </Container>
    </div>
  )
}
