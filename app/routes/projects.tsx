import { href, useLocation } from 'react-router'

import { PROJECTS_PAGE_SIZE } from '../../core/constants.ts'
import { Container } from '../components/ui/container.tsx'
import { PageHeader } from '../components/ui/page-header.tsx'
import { useSiteText } from '../lib/site-text.ts'
import { BusyRegion, NoResults, useLoadingPath } from '../components/ui/results.tsx'
import { servicesContext } from '../context.ts'
import { toCardProject } from '../features/projects/project-card.tsx'
import { filterOptions, ProjectFilters } from '../features/projects/project-filters.tsx'
import { ProjectGrid } from '../features/projects/project-grid.tsx'
import { categoryName } from '../lib/format.ts'
import { buildMeta, rootDataOf } from '../lib/seo.ts'
import type { Route } from './+types/projects'

const param = (url: URL, name: string) => url.searchParams.get(name)?.trim().slice(0, 100) || null

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
  return {
    page: { ...page, projects: page.projects.map(toCardProject) },
    // "Load more" brings further cards from the API: their images are described here too
    // (of the same list of every project), so they are not shown at full size either.
    images: await services.uploads.describe((page.has_more ? all : page).projects.map((p) => p.featured_image)),
    ...filterOptions(all.projects, technology, page.total),
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

export default function Projects({ loaderData }: Route.ComponentProps) {
  const text = useSiteText()
  const { page, categories, technologies, category, technology, allTotal } = loaderData
  const location = useLocation()
  const busy = useLoadingPath(href('/projects'))
  return (
    <>
      <PageHeader
        eyebrow={text('projects.eyebrow')}
        title={text('projects.title')}
        description={text('projects.intro')}
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
              search={new URLSearchParams(location.search)}
            />
          </aside>
          <BusyRegion busy={busy} className="min-w-0">
            {page.projects.length === 0 ? (
              category || technology ? (
                <NoResults
                  title="No projects found."
                  description="No project matches these filters yet. Try another category or technology."
                  clearTo={href('/projects')}
                />
              ) : (
                <NoResults
                  title="No projects yet"
                  description="Projects appear here once they are published."
                  clearTo={null}
                />
              )
            ) : (
              <ProjectGrid key={location.search} first={page} category={category} technology={technology} />
            )}
          </BusyRegion>
        </div>
      </Container>
    </>
  )
}
