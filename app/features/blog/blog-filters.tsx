import { ChevronDown, Search, X } from 'lucide-react'
import { useState } from 'react'
import { Form, href, Link, useNavigate } from 'react-router'

import { cn } from '../../lib/cn.ts'
import { withQuery } from '../../lib/with-query.ts'

/** A /blogs address with these filters (none empty). */
export const blogsHref = (params: Record<string, string | null>) => withQuery(href('/blogs'), params)

/** Tag chips a phone shows before "More tags" (the rest would push the first post off screen). */
const PHONE_TAGS = 6

/**
 * SPEC.md §2, §4: search and tag chips; a change of either goes back to page 1. An emptied search
 * box stops filtering at once; an empty search never reaches the URL.
 */
export const BlogFilters = ({ tags, tag, search }: { tags: string[]; tag: string | null; search: string | null }) => {
  const navigate = useNavigate()
  const [allTags, setAllTags] = useState(false)
  return (
    <div className="space-y-6">
      <Form
        method="get"
        action={href('/blogs')}
        role="search"
        className="relative max-w-xl"
        onSubmit={(e) => {
          e.preventDefault()
          const words = new FormData(e.currentTarget).get('search')?.toString().trim()
          void navigate(blogsHref({ search: words || null, tag }))
        }}
      >
        {tag ? <input type="hidden" name="tag" value={tag} /> : null}
        <label htmlFor="blog-search" className="sr-only">
          Search posts
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id="blog-search"
          key={search ?? ''}
          type="search"
          name="search"
          defaultValue={search ?? ''}
          onChange={(e) => {
            if (search && !e.currentTarget.value.trim()) void navigate(blogsHref({ tag }), { replace: true })
          }}
          placeholder="Search posts by title, content or tag…"
          className="h-12 w-full rounded-xl border border-slate-300 bg-white pr-28 pl-12 text-base text-slate-900 sm:text-sm shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/20 focus:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-white dark:focus:border-brand-400"
        />
        <button
          type="submit"
          className="absolute top-1.5 right-1.5 h-9 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Search
        </button>
      </Form>
      <nav aria-label="Filter by tag">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to={blogsHref({ search })}
              aria-current={!tag ? 'true' : undefined}
              className={cn(
                'inline-flex h-8 items-center rounded-full px-3.5 text-sm font-medium transition',
                !tag
                  ? 'bg-brand-600 text-white'
                  : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:ring-brand-300 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-800 dark:hover:ring-brand-700',
              )}
            >
              All posts
            </Link>
          </li>
          {tags.map((t, i) => {
            const active = t === tag
            return (
              <li key={t} className={i >= PHONE_TAGS && !active && !allTags ? 'hidden sm:block' : undefined}>
                <Link
                  to={blogsHref({ search, tag: active ? null : t })}
                  aria-current={active ? 'true' : undefined}
                  className={cn(
                    'inline-flex h-8 items-center gap-1 rounded-full px-3.5 text-sm font-medium transition',
                    active
                      ? 'bg-brand-600 text-white'
                      : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:ring-brand-300 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-800 dark:hover:ring-brand-700',
                  )}
                >
                  #{t}
                  {active ? (
                    <>
                      <X className="h-3.5 w-3.5" aria-hidden="true" />
                      <span className="sr-only">(remove filter)</span>
                    </>
                  ) : null}
                </Link>
              </li>
            )
          })}
          {tags.length > PHONE_TAGS ? (
            <li className="sm:hidden">
              <button
                type="button"
                onClick={() => setAllTags(!allTags)}
                aria-expanded={allTags}
                className="inline-flex h-8 items-center gap-1 rounded-full px-3.5 text-sm font-medium text-brand-700 ring-1 ring-slate-200 dark:text-brand-300 dark:ring-slate-800"
              >
                {allTags ? 'Fewer tags' : `More tags (${tags.length - PHONE_TAGS})`}
                <ChevronDown className={cn('h-3.5 w-3.5', allTags && 'rotate-180')} aria-hidden="true" />
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
    </div>
  )
}
