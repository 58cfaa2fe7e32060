import { ChevronDown } from 'lucide-react'
import type { CSSProperties } from 'react'

import type { SkillCategory } from '../../../core/schemas/site.ts'
import { BrandIcon } from '../../components/ui/brand-icon.tsx'
import { NamedIcon } from '../../components/ui/named-icon.tsx'

/** A skill's name and level, the bar drawn by CSS from --level (app/ui.css .level): ~70 bytes of HTML for each of ~30 skills. */
const LevelBar = ({ name, level }: { name: string; level: number }) => (
  <li className="level" style={{ '--level': `${level}%` } as CSSProperties}>
    <span>{name}</span>
    <span>{`${level}%`}</span>
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
    <ul className="icon-beside grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {skills.map((category) => (
        <li key={category.title} className="skill-card">
          <span className="icon-gradient">
            <NamedIcon name={category.icon} className="h-6 w-6" />
          </span>
          <h3 className="text-lg strong sm:mt-5">{category.title}</h3>
          <ul className="mt-3 chips" aria-label={`${category.title}: main skills`}>
            {category.skills.map((s) => (
              <li key={s} className="tag">
                {s}
              </li>
            ))}
          </ul>
          {category.allSkills.length > 0 ? (
            <details className="group skill-more">
              <summary className="disclosure">
                {`All ${category.allSkills.length} skills`}
                <ChevronDown aria-hidden="true" />
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
