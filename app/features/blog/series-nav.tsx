import { href } from 'react-router'

import type { SeriesDetail } from '../../../core/schemas/blog.ts'

/**
 * "Part N of M in <series>" and the series' published posts in part order (docs/api/writing.md
 * "Series"): N is the post's position among them; the current post is marked, not linked.
 */
export const SeriesNav = ({ series, postId }: { series: SeriesDetail; postId: number }) => {
  const index = series.posts.findIndex((p) => p.id === postId)
  return (
    <nav
      aria-labelledby="series-nav-title"
      className="mt-12 rounded-2xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900/50"
    >
      <h2 id="series-nav-title" className="text-base font-semibold text-slate-900 dark:text-white">
        {index >= 0 ? `Part ${index + 1} of ${series.posts.length} in ${series.name}` : `Series: ${series.name}`}
      </h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-6 text-sm text-slate-700 marker:text-slate-500 dark:text-slate-300">
        {series.posts.map((p) =>
          p.id === postId ? (
            <li key={p.id}>
              <span aria-current="page" className="font-semibold text-slate-900 dark:text-white">
                {p.title}
              </span>
            </li>
          ) : (
            <li key={p.id}>
              <a
                href={href('/blogs/:slug', { slug: p.slug })}
                className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-600 dark:text-brand-300 dark:decoration-brand-700"
              >
                {p.title}
              </a>
            </li>
          ),
        )}
      </ol>
    </nav>
  )
}
