import { ChevronDown } from 'lucide-react'

import type { SkillCategory } from '../../../core/schemas/site.ts'
import { BrandIcon } from '../../components/ui/brand-icon.tsx'
import { NamedIcon } from '../../components/ui/named-icon.tsx'

const LevelBar = ({ name, level }: { name: string; level: number }) => (
  <li>
    <div className="meter-label">
      <span>{name}</span>
      <span>{`${level}%`}</span>
    </div>
    <div className="meter" role="meter" aria-label={name} aria-valuenow={level}>
      <div style={{ width: `${level}%` }} />
    </div>
  </li>
)

/** SPEC.md §1: four categories, each with an icon, 4 skills shown and every skill with its level. */
export const SkillsOverview = ({ skills, languages }: { skills: SkillCategory[]; languages: string[] }) => (
  <>
    <ul className="mb-12 flex flex-wrap justify-center gap-3" aria-label="Programming languages">
      {languages.map((lang) => (
        <li key={lang} className="lang-chip">
          <BrandIcon name={lang} />
          {lang}
        </li>
      ))}
    </ul>
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {skills.map((category) => (
        <li key={category.title} className="skill-card">
          <span className="icon-gradient">
            <NamedIcon name={category.icon} className="h-6 w-6" />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{category.title}</h3>
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={`${category.title}: main skills`}>
            {category.skills.map((s) => (
              <li key={s} className="tag">
                {s}
              </li>
            ))}
          </ul>
          {category.allSkills.length > 0 ? (
            <details className="group skill-more">
              <summary className="disclosure">
                All {category.allSkills.length} skills
                <ChevronDown className="h-4 w-4 transition-transform group-open:rotate-180" aria-hidden="true" />
              </summary>
              <ul className="mt-4 space-y-3">
                {category.allSkills.map((s) => (
                  <LevelBar key={s.name} name={s.name} level={s.level} />
                ))}
              </ul>
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  </>
)
