import { CalendarCheck, MessageCircle } from 'lucide-react'
import type { MouseEvent } from 'react'

import type { SiteProfile } from '../../../core/schemas/site.ts'
import { BrandIcon } from '../../components/ui/brand-icon.tsx'
import { buttonClass } from '../../components/ui/button.ts'
import { NamedIcon } from '../../components/ui/named-icon.tsx'

/** SPEC.md §1: the call to action scrolls smoothly to #contactForm (and puts the cursor in it). */
const scrollToContact = (e: MouseEvent<HTMLAnchorElement>) => {
  const form = document.getElementById('contactForm')
  if (!form) return
  e.preventDefault()
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  form.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'center' })
  form.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true })
  history.replaceState(history.state, '', '#contactForm')
}

export const Tutoring = ({ tutoring }: { tutoring: SiteProfile['tutoring'] }) => (
  <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
    <div>
      <ul className="grid gap-5 sm:grid-cols-2">
        {tutoring.features.map((f) => (
          <li key={f.title} className="panel">
            <span className="icon-soft">
              <NamedIcon name={f.icon} className="h-5 w-5" />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{f.title}</h3>
            <p className="mt-2 card-text">{f.description}</p>
          </li>
        ))}
      </ul>
    </div>
    <div className="flex flex-col">
      <h3 className="text-sm font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400">
        Frameworks & tools I teach
      </h3>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Frameworks and tools">
        {tutoring.frameworks.map((name) => (
          <li key={name} className="tile">
            <BrandIcon name={name} />
            <span className="truncate">{name}</span>
          </li>
        ))}
      </ul>
      <div className="relative mt-8 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-600 to-indigo-700 p-7 text-white shadow-lg shadow-brand-600/20">
        <div aria-hidden="true" className="absolute -top-16 -right-16 h-48 w-48 rounded-full bg-white/10 blur-2xl" />
        <p className="relative inline-flex rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide uppercase ring-1 ring-white/25">
          First consultation is free
        </p>
        <p className="relative mt-4 text-lg leading-7 font-medium">{tutoring.cta}</p>
        <div className="relative mt-6 flex flex-wrap gap-3">
          <a href="#contactForm" onClick={scrollToContact} className={buttonClass({ variant: 'white' })}>
            <CalendarCheck className="h-4 w-4" aria-hidden="true" />
            Book a free consultation
          </a>
          <a
            href="#contactForm"
            onClick={scrollToContact}
            className="inline-flex h-11 items-center justify-center gap-2 rounded-xl px-5 text-sm font-semibold text-white ring-1 ring-white/40 transition-colors hover:bg-white/10"
          >
            <MessageCircle className="h-4 w-4" aria-hidden="true" />
            Ask a question
          </a>
        </div>
      </div>
    </div>
  </div>
)
