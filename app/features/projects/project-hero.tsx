import { Calendar, Eye } from 'lucide-react'
import { href } from 'react-router'

import type { Project } from '../../../core/schemas/project.ts'
import { BackLink } from '../../components/ui/back-link.tsx'
import { Badge, categoryTone } from '../../components/ui/badge.tsx'
import { Container } from '../../components/ui/container.tsx'
import { categoryLabel, compactNumber, formatDate, isoDate } from '../../lib/format.ts'
import { LikeButton } from './like-button.tsx'
import { ProjectLinks } from './project-links.tsx'

export const projectStatus = (p: Pick<Project, 'completed'>) => (p.completed ? 'Completed' : 'In Progress')

/** The top of a project page: badges, title, summary, likes, date and views. */
export const ProjectHero = ({ project: p }: { project: Project }) => (
  <header className="relative isolate overflow-hidden border-b border-slate-200/70 bg-slate-50 dark:border-slate-800/70 dark:bg-slate-900/40">
    <div
      aria-hidden="true"
      className="absolute top-[-10rem] left-1/2 -z-10 h-[24rem] w-[48rem] -translate-x-1/2 rounded-full bg-gradient-to-tr from-brand-400/25 via-indigo-400/15 to-cyan-300/15 blur-3xl dark:from-brand-600/20 dark:via-indigo-600/10"
    />
    <Container className="pt-8 pb-12 sm:pb-16">
      <BackLink to={href('/projects')}>All projects</BackLink>
      <div className="mt-8 flex flex-wrap items-center gap-2">
        <Badge tone={categoryTone(p.category)}>{categoryLabel(p.category)}</Badge>
        <Badge tone={p.completed ? 'green' : 'amber'}>{projectStatus(p)}</Badge>
        {p.featured ? <Badge tone="amber">Featured</Badge> : null}
      </div>
      <h1 className="mt-4 max-w-4xl text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
        {p.title}
      </h1>
      {p.short_description ? (
        <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-600 dark:text-slate-400">{p.short_description}</p>
      ) : null}
      {/* Phones: the links under the title; wide screens have them in the side column. */}
      <ProjectLinks project={p} layout="row" className="mt-6 lg:hidden" />
      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-slate-600 dark:text-slate-400">
        <LikeButton projectId={p.id} initialLikes={p.likes} />
        <span className="with-icon">
          <Calendar className="h-4 w-4" aria-hidden="true" />
          <time dateTime={isoDate(p.created_at)}>{formatDate(p.created_at)}</time>
        </span>
        <span className="with-icon">
          <Eye className="h-4 w-4" aria-hidden="true" />
          {compactNumber(p.views)} views
        </span>
      </div>
    </Container>
  </header>
)
