import { href, redirect } from 'react-router'

import { shareImagePath } from '../../core/constants.ts'
import { stripHtml } from '../../core/text.ts'
import { Container } from '../components/ui/container.tsx'
import { requestInfoContext, servicesContext } from '../context.ts'
import { ProjectFacts } from '../features/projects/project-facts.tsx'
import { ProjectHero } from '../features/projects/project-hero.tsx'
import { ProjectStory } from '../features/projects/project-story.tsx'
import { isNotFound } from '../lib/not-found.ts'
import { absoluteUrl, buildMeta, rootDataOf } from '../lib/seo.ts'
import type { Route } from './+types/project-detail'

export const loader = async ({ context, params }: Route.LoaderArgs) => {
  const services = context.get(servicesContext)
  try {
    const project = await services.projects.get(params.slug)
    // The server counts the view, for this visitor and every later one served the cached page.
    context.get(requestInfoContext).onView?.('project', project.id)
    const images = await services.uploads.describe([project.featured_image, ...project.gallery])
    return { project, images }
  } catch (err) {
    // SPEC.md §2, §8: toast "Project not found" and go back to the list.
    if (isNotFound(err)) throw redirect(`${href('/projects')}?notice=project-not-found`)
    throw err
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const root = rootDataOf(matches)
  const p = loaderData?.project
  if (!p) return buildMeta(root, { title: 'Project', path: location.pathname })
  const description = p.short_description || stripHtml(p.description).slice(0, 200)
  return buildMeta(root, {
    title: p.title,
    description,
    path: location.pathname,
    image: p.featured_image,
    shareImage: shareImagePath('projects', p.slug),
    type: 'article',
    keywords: p.technologies,
    jsonLd: root
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'CreativeWork',
            name: p.title,
            description,
            url: absoluteUrl(root.siteUrl, location.pathname),
            image: p.featured_image ? absoluteUrl(root.siteUrl, p.featured_image) : undefined,
            dateCreated: p.start_date ?? p.created_at,
            dateModified: p.updated_at,
            keywords: p.technologies.join(', '),
            author: { '@type': 'Person', name: root.site.name, url: `${root.siteUrl}/` },
          },
        ]
      : [],
  })
}

export default function ProjectDetail({ loaderData }: Route.ComponentProps) {
  const { project } = loaderData
  return (
    <article>
      <ProjectHero project={project} />
      <Container className="py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-3 lg:gap-12">
          <div className="lg:col-span-2">
            <ProjectStory project={project} />
          </div>
          <ProjectFacts project={project} />
        </div>
      </Container>
    </article>
  )
}
