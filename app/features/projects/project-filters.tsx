import { Link } from 'react-router'

import { MAX_TECHNOLOGY_FILTERS } from '../../../core/constants.ts'
import type { Project } from '../../../core/schemas/project.ts'
import { cn } from '../../lib/cn.ts'
import { categoryName } from '../../lib/format.ts'

export interface FilterOption {
  value: string
  label: string
  count: number
}

const countBy = (values: string[]) => {
  const counts = new Map<string, { value: string; count: number }>()
  for (const v of values) {
    const key = v.toLowerCase()
    const c = counts.get(key) ?? { value: v, count: 0 }
    c.count++
    counts.set(key, c)
  }
  return [...counts.values()]
}

/**
 * The filter buttons with their counts, from every active project (there are few). SPEC.md §2:
 * at most 15 technology buttons — the most used ones, plus the selected one (`matching` is how
 * many projects it has).
 */
export const filterOptions = (
  projects: Pick<Project, 'category' | 'technologies'>[],
  technology: string | null,
  matching: number,
) => {
  const categories: FilterOption[] = countBy(projects.map((p) => p.category))
    .sort((a, b) => a.value.localeCompare(b.value))
    .map((c) => ({ ...c, label: c.value }))
  let technologies: FilterOption[] = countBy(projects.flatMap((p) => p.technologies))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, MAX_TECHNOLOGY_FILTERS)
    .map((t) => ({ ...t, label: t.value }))
  if (technology && !technologies.some((t) => t.value.toLowerCase() === technology.toLowerCase())) {
    technologies = [
      ...technologies.slice(0, MAX_TECHNOLOGY_FILTERS - 1),
      { value: technology, label: technology, count: matching },
    ]
  }
  return { categories, technologies }
}

const chip = (active: boolean) => cn('filter-item', active ? 'chip-on' : 'nav-link-idle')

const countClass = (active: boolean) => cn('count', active ? 'count-on' : 'count-off')

const FilterGroup = ({
  title,
  param,
  options,
  current,
  total,
  search,
}: {
  title: string
  param: string
  options: FilterOption[]
  current: string | null
  total: number
  search: URLSearchParams
}) => {
  const to = (value: string | null) => {
    const next = new URLSearchParams(search)
    if (value) next.set(param, value)
    else next.delete(param)
    const s = next.toString()
    return s ? `?${s}` : '?'
  }
  return (
    <nav aria-label={`Filter by ${title.toLowerCase()}`}>
      <h2 className="mb-2 px-3 text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400">
        {title}
      </h2>
      {/* A row that scrolls sideways on small screens, a column in the sidebar on large ones. */}
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0">
        <li>
          <Link
            to={to(null)}
            preventScrollReset
            className={chip(!current)}
            aria-current={!current ? 'true' : undefined}
          >
            All
            <span className={countClass(!current)}>{total}</span>
          </Link>
        </li>
        {options.map((o) => {
          const active = current?.toLowerCase() === o.value.toLowerCase()
          return (
            <li key={o.value}>
              <Link
                to={to(o.value)}
                preventScrollReset
                className={chip(active)}
                aria-current={active ? 'true' : undefined}
              >
                {o.label}
                <span className={countClass(active)}>{o.count}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** SPEC.md §2: category and technology filters with an All option; the URL holds the choice. */
export const ProjectFilters = ({
  categories,
  technologies,
  category,
  technology,
  total,
  search,
}: {
  categories: FilterOption[]
  technologies: FilterOption[]
  category: string | null
  technology: string | null
  total: number
  search: URLSearchParams
}) => (
  <div className="space-y-8">
    <FilterGroup
      title="Category"
      param="category"
      options={categories.map((c) => ({ ...c, label: categoryName(c.value) }))}
      current={category}
      total={total}
      search={search}
    />
    <FilterGroup
      title="Technology"
      param="technology"
      options={technologies}
      current={technology}
      total={total}
      search={search}
    />
  </div>
)
