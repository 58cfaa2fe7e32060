import { Loader2 } from 'lucide-react'
import { useState } from 'react'
import { Link, useLocation, useNavigation } from 'react-router'

import { MAX_TECHNOLOGY_FILTERS, PROJECTS_PAGE_SIZE } from '../../core/constants.ts'
import type { ProjectList } from '../../core/schemas/project.ts'
import { buttonClass } from '../components/ui/button.ts'
import { Container } from '../components/ui/container.tsx'
import { EmptyState } from '../components/ui/empty-state.tsx'
import { PageHeader } from '../components/ui/page-header.tsx'
import { servicesContext } from '../context.ts'
import { type FilterOption, ProjectFilters } from '../features/projects/project-filters.tsx'
import { type CardProject, ProjectCard, toCardProject } from '../features/projects/project-card.tsx'
import { api } from '../lib/api-client.ts'
import { cn } from '../lib/cn.ts'
import { categoryName, plural } from '../lib/format.ts'
import { buildMeta, rootDataOf } from '../lib/seo.ts'
import { toast } from '../lib/toast.ts'
import type { Route } from './+types/projects'

const param = (url: URL, name: string) => url.searchParams.get(name)?.trim().slice(0, 100) || null

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

export const loader = async ({ context, request }: Route.LoaderArgs) => {
  const services = context.get(servicesContext)
  const url = new URL(request.url)
  const category = param(url, 'category')
  const technology = param(url, 'technology')
  const [page, all] = await Promise.all([
    services.projects.list({
      skip: 0,
      limit: PROJECTS_PAGE_SIZE,
      category: category ?? undefined,
      technology: technology ?? undefined,
    }),
    // Every active project (there are few) for the filter counts.
    services.projects.list({ skip: 0, limit: 100 }),
  ])
  const categories: FilterOption[] = countBy(all.projects.map((p) => p.category))
    .sort((a, b) => a.value.localeCompare(b.value))
    .map((c) => ({ ...c, label: c.value }))
  // SPEC.md §2: at most 15 technology buttons — the most used ones, plus the selected one.
  let technologies: FilterOption[] = countBy(all.projects.flatMap((p) => p.technologies))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, MAX_TECHNOLOGY_FILTERS)
    .map((t) => ({ ...t, label: t.value }))
  if (technology && !technologies.some((t) => t.value.toLowerCase() === technology.toLowerCase())) {
    technologies = [
      ...technologies.slice(0, MAX_TECHNOLOGY_FILTERS - 1),
      { value: technology, label: technology, count: page.total },
    ]
  }
  return {
    page: { ...page, projects: page.projects.map(toCardProject) },
    categories,
    technologies,
    category,
    technology,
    allTotal: all.total,
  }
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const filter = [loaderData?.category && categoryName(loaderData.category), loaderData?.technology]
    .filter(Boolean)
    .join(', ')
  return buildMeta(rootDataOf(matches), {
    title: filter ? `Projects: ${filter}` : 'Projects',
    description:
      'Client and personal projects: web applications, APIs, dashboards and mobile apps, with the technologies behind them.',
    path: location.pathname + location.search,
  })
}

/** The list with its "Load more" batches; remounted (key) whenever the filters change. */
const ProjectGrid = ({
  first,
  category,
  technology,
}: {
  first: { projects: CardProject[]; total: number; has_more: boolean }
  category: string | null
  technology: string | null
}) => {
  const [items, setItems] = useState<CardProject[]>(first.projects)
  const [total, setTotal] = useState(first.total)
  const [hasMore, setHasMore] = useState(first.has_more)
  const [loading, setLoading] = useState(false)

  // SPEC.md §2, §8: 12 per batch, skip-based; a failure says so and stops loading batches.
  const loadMore = async () => {
    setLoading(true)
    try {
      const next = await api.get<ProjectList>('/projects', {
        query: { skip: items.length, limit: PROJECTS_PAGE_SIZE, category, technology },
        fallback: 'Failed to fetch projects',
      })
      setItems((prev) => [...prev, ...next.projects.filter((p) => !prev.some((q) => q.id === p.id)).map(toCardProject)])
      setTotal(next.total)
      setHasMore(next.has_more)
    } catch {
      toast.error('Failed to load projects')
      setHasMore(false)
    } finally {
      setLoading(false)
    }
  }

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((p) => (
          <li key={p.id}>
            <ProjectCard project={p} headingLevel="h2" />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-4">
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          Showing {items.length} of {plural(total, 'project')}
        </p>
        {hasMore ? (
          <button
            type="button"
            onClick={() => void loadMore()}
            disabled={loading}
            className={buttonClass({ variant: 'outline' })}
          >
            {loading ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            {loading ? 'Loading…' : 'Load more projects'}
          </button>
        ) : null}
      </div>
    </>
  )
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { page, categories, technologies, category, technology, allTotal } = loaderData
  const location = useLocation()
  const navigation = useNavigation()
  const search = new URLSearchParams(location.search)
  const busy = navigation.state === 'loading' && navigation.location.pathname === '/projects'
  return (
    <>
      <PageHeader
        eyebrow="Portfolio"
        title="Projects"
        description="Client work and personal builds — booking platforms, dashboards, APIs and mobile apps. Filter by category or technology."
      />
      <Container className="py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[15rem_1fr] lg:gap-12">
          <aside aria-label="Filters" className="min-w-0 lg:sticky lg:top-24 lg:self-start">
            <ProjectFilters
              categories={categories}
              technologies={technologies}
              category={category}
              technology={technology}
              total={allTotal}
              search={search}
            />
          </aside>
          <div className={cn('min-w-0 transition-opacity', busy && 'opacity-60')} aria-busy={busy}>
            {page.projects.length === 0 ? (
              <EmptyState
                title="No projects found."
                description="No project matches these filters yet. Try another category or technology."
                action={
                  <Link to="/projects" className={buttonClass({ variant: 'outline' })}>
                    Clear filters
                  </Link>
                }
              />
            ) : (
              <ProjectGrid key={location.search} first={page} category={category} technology={technology} />
            )}
          </div>
        </div>
      </Container>
    </>
  )
}
