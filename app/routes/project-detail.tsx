import { ArrowLeft, BookOpen, Calendar, ExternalLink, Eye, MonitorPlay } from 'lucide-react'
import { Link, redirect } from 'react-router'

import { Badge, categoryTone } from '../components/ui/badge.tsx'
import { BrandIcon } from '../components/ui/brand-icon.tsx'
import { buttonClass } from '../components/ui/button.ts'
import { Container } from '../components/ui/container.tsx'
import { CoverImage } from '../components/ui/cover-image.tsx'
import { requestInfoContext, servicesContext } from '../context.ts'
import { ComplexityDots } from '../features/projects/complexity-dots.tsx'
import { Gallery } from '../features/projects/gallery.tsx'
import { LikeButton } from '../features/projects/like-button.tsx'
import { categoryLabel, categoryName, compactNumber, formatDate, isoDate, stripHtml } from '../lib/format.ts'
import { isNotFound } from '../lib/not-found.ts'
import { absoluteUrl, buildMeta, rootDataOf } from '../lib/seo.ts'
import type { Route } from './+types/project-detail'

export const loader = async ({ context, params }: Route.LoaderArgs) => {
  const services = context.get(servicesContext)
  try {
    const project = await services.projects.get(params.slug)
    context.get(requestInfoContext).onView?.('project', project.id)
    return { project }
  } catch (err) {
    // SPEC.md §2, §8: toast "Project not found" and go back to the list.
    if (isNotFound(err)) throw redirect('/projects?notice=project-not-found')
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

const TYPE_LABELS: Record<string, string> = { personal: 'Personal', freelance: 'Freelance', client: 'Client' }

const DetailRow = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div className="flex items-center justify-between gap-4 py-3">
    <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
    <dd className="text-right text-sm font-medium text-slate-900 dark:text-white">{children}</dd>
  </div>
)

const panel = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900'

export default function ProjectDetail({ loaderData }: Route.ComponentProps) {
  const { project: p } = loaderData
  const status = p.completed ? 'Completed' : 'In Progress'
  const liveUrl = p.live_url ?? p.demo_url
  const links = [
    liveUrl && {
      href: liveUrl,
      label: 'Live Demo',
      icon: <MonitorPlay className="h-4 w-4" aria-hidden="true" />,
      primary: true,
    },
    p.github_url && {
      href: p.github_url,
      label: 'View Code',
      icon: <BrandIcon name="github" className="h-4 w-4" />,
      primary: false,
    },
    p.case_study_url && {
      href: p.case_study_url,
      label: 'Case Study',
      icon: <BookOpen className="h-4 w-4" aria-hidden="true" />,
      primary: false,
    },
  ].filter(Boolean) as { href: string; label: string; icon: React.ReactNode; primary: boolean }[]

  return (
    <article>
      <header className="relative isolate overflow-hidden border-b border-slate-200/70 bg-slate-50 dark:border-slate-800/70 dark:bg-slate-900/40">
        <div
          aria-hidden="true"
          className="absolute top-[-10rem] left-1/2 -z-10 h-[24rem] w-[48rem] -translate-x-1/2 rounded-full bg-gradient-to-tr from-brand-400/25 via-indigo-400/15 to-cyan-300/15 blur-3xl dark:from-brand-600/20 dark:via-indigo-600/10"
        />
        <Container className="pt-8 pb-12 sm:pb-16">
          <Link
            to="/projects"
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-300"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            All projects
          </Link>
          <div className="mt-8 flex flex-wrap items-center gap-2">
            <Badge tone={categoryTone(p.category)}>{categoryLabel(p.category)}</Badge>
            <Badge tone={p.completed ? 'green' : 'amber'}>{status}</Badge>
            {p.featured ? <Badge tone="amber">Featured</Badge> : null}
          </div>
          <h1 className="mt-4 max-w-4xl text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
            {p.title}
          </h1>
          {p.short_description ? (
            <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-600 dark:text-slate-400">{p.short_description}</p>
          ) : null}
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-slate-600 dark:text-slate-400">
            <LikeButton projectId={p.id} initialLikes={p.likes} />
            <span className="inline-flex items-center gap-1.5">
              <Calendar className="h-4 w-4" aria-hidden="true" />
              <time dateTime={isoDate(p.created_at)}>{formatDate(p.created_at)}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Eye className="h-4 w-4" aria-hidden="true" />
              {compactNumber(p.views)} views
            </span>
          </div>
        </Container>
      </header>

      <Container className="py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-3 lg:gap-12">
          <div className="lg:col-span-2">
            <div className="overflow-hidden rounded-2xl border border-slate-200 shadow-sm dark:border-slate-800">
              <CoverImage
                src={p.featured_image}
                alt={`${p.title}: main screenshot`}
                fallbackLabel={p.title}
                priority
                className="aspect-[16/10] w-full"
              />
            </div>
            <section aria-labelledby="about-title" className="mt-12">
              <h2 id="about-title" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
                About the project
              </h2>
              <div className="prose-content mt-5" dangerouslySetInnerHTML={{ __html: p.description }} />
            </section>
            {p.gallery.length > 0 ? (
              <section aria-labelledby="gallery-title" className="mt-12">
                <h2 id="gallery-title" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
                  Gallery
                </h2>
                <p className="mt-1 mb-5 text-sm text-slate-600 dark:text-slate-400">
                  Select an image to view it full screen.
                </p>
                <Gallery images={p.gallery} title={p.title} />
              </section>
            ) : null}
          </div>

          <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start" aria-label="Project facts">
            {links.length > 0 ? (
              <section className={panel} aria-labelledby="links-title">
                <h2
                  id="links-title"
                  className="text-sm font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400"
                >
                  Links
                </h2>
                <ul className="mt-4 space-y-3">
                  {links.map((l) => (
                    <li key={l.label}>
                      <a
                        href={l.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={buttonClass({ variant: l.primary ? 'primary' : 'outline', className: 'w-full' })}
                      >
                        {l.icon}
                        {l.label}
                        <ExternalLink className="ml-auto h-3.5 w-3.5 opacity-70" aria-hidden="true" />
                        <span className="sr-only">(opens in a new tab)</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section className={panel} aria-labelledby="tech-title">
              <h2
                id="tech-title"
                className="text-sm font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400"
              >
                Technologies
              </h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {p.technologies.map((t) => (
                  <li key={t}>
                    <Link
                      to={`/projects?technology=${encodeURIComponent(t)}`}
                      className="inline-flex items-center rounded-lg bg-slate-100 px-2.5 py-1 text-sm font-medium text-slate-700 transition hover:bg-brand-50 hover:text-brand-700 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-brand-950 dark:hover:text-brand-300"
                    >
                      {t}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            <section className={panel} aria-labelledby="details-title">
              <h2
                id="details-title"
                className="text-sm font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400"
              >
                Details
              </h2>
              <dl className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
                <DetailRow label="Category">{categoryName(p.category)}</DetailRow>
                <DetailRow label="Type">{TYPE_LABELS[p.project_type] ?? 'Personal'}</DetailRow>
                <DetailRow label="Status">
                  <span className="inline-flex items-center gap-1.5">
                    <span
                      className={
                        p.completed ? 'h-2 w-2 rounded-full bg-emerald-500' : 'h-2 w-2 rounded-full bg-amber-500'
                      }
                      aria-hidden="true"
                    />
                    {status}
                  </span>
                </DetailRow>
                <DetailRow label="Start date">
                  {p.start_date ? <time dateTime={p.start_date}>{formatDate(p.start_date)}</time> : '—'}
                </DetailRow>
                <DetailRow label="End date">
                  {p.end_date ? (
                    <time dateTime={p.end_date}>{formatDate(p.end_date)}</time>
                  ) : p.completed ? (
                    '—'
                  ) : (
                    'Ongoing'
                  )}
                </DetailRow>
                <DetailRow label="Complexity">
                  <ComplexityDots score={p.complexity_score} />
                </DetailRow>
              </dl>
            </section>
          </aside>
        </div>
      </Container>
    </article>
  )
}
