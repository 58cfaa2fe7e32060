import { BookOpen, ExternalLink, MonitorPlay } from 'lucide-react'
import type { ReactNode } from 'react'

import type { Project } from '../../../core/schemas/project.ts'
import { BrandIcon } from '../../components/ui/brand-icon.tsx'
import { buttonClass } from '../../components/ui/button.ts'
import { cn } from '../../lib/cn.ts'

const projectLinks = (p: Project) =>
  [
    (p.live_url ?? p.demo_url) && {
      href: p.live_url ?? p.demo_url,
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
  ].filter(Boolean) as { href: string; label: string; icon: ReactNode; primary: boolean }[]

export const hasProjectLinks = (p: Project) => projectLinks(p).length > 0

/**
 * Live Demo, View Code, Case Study: a column in the side panel (wide screens), a row under the
 * title on phones (not below the whole case study).
 */
export const ProjectLinks = ({
  project,
  layout,
  className,
}: {
  project: Project
  layout: 'row' | 'column'
  className?: string
}) => (
  <ul className={cn(layout === 'row' ? 'flex flex-wrap gap-3' : 'space-y-3', className)}>
    {projectLinks(project).map((l) => (
      <li key={l.label}>
        <a
          href={l.href}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass({
            variant: l.primary ? 'primary' : 'outline',
            className: cn(layout === 'column' && 'w-full'),
          })}
        >
          {l.icon}
          {l.label}
          <ExternalLink className={cn('h-3.5 w-3.5 opacity-70', layout === 'column' && 'ml-auto')} aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </li>
    ))}
  </ul>
)
