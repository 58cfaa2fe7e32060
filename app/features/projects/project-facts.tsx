import type { ReactNode } from 'react'
import { href, Link } from 'react-router'

import { PROJECT_TYPE_NAMES } from '../../../core/constants.ts'
import type { Project } from '../../../core/schemas/project.ts'
import { categoryName, formatDate } from '../../lib/format.ts'
import { withQuery } from '../../lib/with-query.ts'
import { ComplexityDots } from './complexity-dots.tsx'
import { projectStatus } from './project-hero.tsx'
import { hasProjectLinks, ProjectLinks } from './project-links.tsx'

const Panel = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section
    className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    aria-labelledby={id}
  >
    <h2 id={id} className="text-sm font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400">
      {title}
    </h2>
    {children}
  </section>
)

const DetailRow = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex items-center justify-between gap-4 py-3">
    <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
    <dd className="text-right text-sm font-medium text-slate-900 dark:text-white">{children}</dd>
  </div>
)

/** The side column of a project page: links, technologies (each a filter link) and details. */
export const ProjectFacts = ({ project: p }: { project: Project }) => {
  const status = projectStatus(p)
  return (
    <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start" aria-label="Project facts">
      {hasProjectLinks(p) ? (
        // Phones show these under the title (ProjectHero).
        <div className="hidden lg:block">
          <Panel id="links-title" title="Links">
            <ProjectLinks project={p} layout="column" className="mt-4" />
          </Panel>
        </div>
      ) : null}
      <Panel id="tech-title" title="Technologies">
        <ul className="mt-4 flex flex-wrap gap-2">
          {p.technologies.map((t) => (
            <li key={t}>
              <Link
                to={withQuery(href('/projects'), { technology: t })}
                className="inline-flex items-center rounded-lg bg-slate-100 px-2.5 py-1 text-sm font-medium text-slate-700 transition hover:bg-brand-50 hover:text-brand-700 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-brand-950 dark:hover:text-brand-300"
              >
                {t}
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel id="details-title" title="Details">
        <dl className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
          <DetailRow label="Category">{categoryName(p.category)}</DetailRow>
          <DetailRow label="Type">{PROJECT_TYPE_NAMES[p.project_type]}</DetailRow>
          <DetailRow label="Status">
            <span className="with-icon">
              <span
                className={p.completed ? 'h-2 w-2 rounded-full bg-emerald-500' : 'h-2 w-2 rounded-full bg-amber-500'}
                aria-hidden="true"
              />
              {status}
            </span>
          </DetailRow>
          <DetailRow label="Start date">
            {p.start_date ? <time dateTime={p.start_date}>{formatDate(p.start_date)}</time> : '—'}
          </DetailRow>
          <DetailRow label="End date">
            {p.end_date ? <time dateTime={p.end_date}>{formatDate(p.end_date)}</time> : p.completed ? '—' : 'Ongoing'}
          </DetailRow>
          <DetailRow label="Complexity">
            <ComplexityDots score={p.complexity_score} />
          </DetailRow>
        </dl>
      </Panel>
    </aside>
  )
}
