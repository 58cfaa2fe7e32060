import type { BlogPost } from '../../../core/schemas/blog.ts'
import { formatDate, isoDate } from '../../lib/format.ts'
import { publishedAt } from './post-header.tsx'
import { ShareButton } from './share-button.tsx'

const DateItem = ({ label, date }: { label: string; date: string }) => (
  <div className="flex gap-1.5">
    <dt>{label}</dt>
    <dd className="font-medium text-slate-900 dark:text-white">
      <time dateTime={isoDate(date)}>{formatDate(date)}</time>
    </dd>
  </div>
)

/** The end of a post: when it was published and last updated, and sharing again. */
export const PostFooter = ({ post }: { post: Omit<BlogPost, 'content'> }) => (
  <footer className="mt-14 flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-5 text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-900/50 dark:text-slate-400">
    <dl className="flex flex-wrap gap-x-6 gap-y-1">
      <DateItem label="Published" date={publishedAt(post)} />
      <DateItem label="Updated" date={post.updated_at} />
    </dl>
    <ShareButton title={post.title} text={post.excerpt} />
  </footer>
)
