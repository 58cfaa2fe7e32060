import { CalendarCheck, MessageCircle } from 'lucide-react'

import type { SiteProfile } from '../../../core/schemas/site.ts'
import { BrandIcon } from '../../components/ui/brand-icon.tsx'
import { buttonClass } from '../../components/ui/button.ts'
import { NamedIcon } from '../../components/ui/named-icon.tsx'
import { useSiteText } from '../../lib/site-text.ts'

// SPEC.md §1: the call to action scrolls smoothly to #contactForm (and puts the cursor in it): the
// home page's static parts do it for any link within the page (components/ui/static-part.tsx).
export const Tutoring = ({ tutoring }: { tutoring: SiteProfile['tutoring'] }) => {
  const text = useSiteText()
  const [framesTitle, badge, primary, secondary] = [
    text('home.tutoring.frameworks_title'),
    text('home.tutoring.badge'),
    text('home.tutoring.primary_button'),
    text('home.tutoring.secondary_button'),
  ]
  return (
    <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
      <div>
        <ul className="icon-beside grid gap-5 sm:grid-cols-2">
          {tutoring.features.map((f) => (
            <li key={f.title} className="panel">
              <span className="icon-soft">
                <NamedIcon name={f.icon} className="h-5 w-5" />
              </span>
              <h3 className="strong sm:mt-4">{f.title}</h3>
              <p className="mt-2 card-text">{f.description}</p>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col">
        {framesTitle ? <h3 className="label-caps">{framesTitle}</h3> : null}
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Frameworks and tools">
          {tutoring.frameworks.map((name) => (
            <li key={name} className="tile">
              <BrandIcon name={name} />
              <span className="truncate">{name}</span>
            </li>
          ))}
        </ul>
        <div className="cta-panel">
          <div aria-hidden="true" className="cta-glow" />
          {badge ? <p className="cta-pill">{badge}</p> : null}
          <p className="relative mt-4 text-lg leading-7 font-medium">{tutoring.cta}</p>
          <div className="relative mt-6 flex flex-wrap gap-3">
            {primary ? (
              <a href="#contactForm" className={buttonClass({ variant: 'white' })}>
                <CalendarCheck className="h-4 w-4" aria-hidden="true" />
                {primary}
              </a>
            ) : null}
            {secondary ? (
              <a href="#contactForm" className="btn-on-brand">
                <MessageCircle className="h-4 w-4" aria-hidden="true" />
                {secondary}
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  )
}
