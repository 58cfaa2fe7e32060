import { ArrowRight, Download, MapPin } from 'lucide-react'

import type { SiteDesignKey, SiteProfile, SocialLink } from '../../../core/schemas/site.ts'
import { SocialLinks } from '../../components/layout/social-links.tsx'
import { BrandIcon } from '../../components/ui/brand-icon.tsx'
import { buttonClass } from '../../components/ui/button.ts'
import { Container } from '../../components/ui/container.tsx'
import { cn } from '../../lib/cn.ts'
import { useSiteText } from '../../lib/site-text.ts'

// The first badge (the status, with its dot) has a line of its own, so the others never leave
// one of them alone on a second line (1280 px).
const Availability = ({ badges }: { badges: string[] }) => (
  <ul className="flex flex-wrap gap-2" aria-label="Availability">
    {badges.map((badge, i) => (
      <li key={badge} className={i === 0 ? 'flex basis-full' : 'flex'}>
        <span className={cn('pill', i === 0 ? 'pill-status' : 'pill-muted')}>
          {i === 0 ? (
            <span className="relative flex h-2 w-2" aria-hidden="true">
              <span className="absolute inline-flex h-full w-full rounded-full bg-emerald-500 opacity-60 motion-safe:animate-ping" />
              <span className="relative inline-flex h-2 w-2 rounded-full bg-emerald-500" />
            </span>
          ) : null}
          {badge}
        </span>
      </li>
    ))}
  </ul>
)

/** A code card that says the same as the hero, for developers reading it. */
const ProfileCard = ({ site }: { site: Omit<SiteProfile, SiteDesignKey> }) => {
  // Each run of text is one string: React separates adjacent text nodes with <!-- --> in the HTML.
  const str = (s: string) => <span className="text-emerald-300">{`'${s}'`}</span>
  return (
    <div className="relative">
      <div aria-hidden="true" className="code-glow" />
      <figure className="code-window">
        {/* The caption is the window bar, so it is a direct child of the figure. */}
        <figcaption className="flex items-center gap-2 border-b border-slate-800 px-4 py-3">
          <span className="h-3 w-3 rounded-full bg-rose-500/80" aria-hidden="true" />
          <span className="h-3 w-3 rounded-full bg-amber-400/80" aria-hidden="true" />
          <span className="h-3 w-3 rounded-full bg-emerald-500/80" aria-hidden="true" />
          <span id="hero-code-title" className="ml-2 font-mono text-xs text-slate-400">
            developer.ts
          </span>
        </figcaption>
        {/* Long lines wrap; should it still scroll (very narrow screens), the keyboard can reach it. */}
        <pre tabIndex={0} role="region" aria-labelledby="hero-code-title" className="code-body">
          <code>
            <span className="text-violet-300">const</span> <span className="text-sky-300">developer</span>
            {' = {\n  name: '}
            {str(site.name)}
            {',\n  experience: '}
            {str(`${site.years_experience}+ years`)},
            {/* A line of its own with a hanging indent, so it wraps under its first item on phones. */}
            <span className="block pl-[4ch] -indent-[2ch]">
              stack: [
              {site.skill_icons.slice(0, 3).map((s, i) => (
                <span key={s}>
                  {i > 0 ? ', ' : ''}
                  {str(s)}
                </span>
              ))}
              ],
            </span>
            {'  available: '}
            <span className="text-amber-300">true</span>
            {',\n  replies: '}
            {str(site.response_time)}
            {',\n}'}
          </code>
        </pre>
      </figure>
    </div>
  )
}

/** The social links, with the professional network profile when it is not one of them already. */
const withNetwork = ({ socials, professional_network_url: url }: Omit<SiteProfile, SiteDesignKey>): SocialLink[] =>
  !url || socials.some((s) => s.url === url)
    ? socials
    : [
        ...socials,
        /linkedin\.com\//i.test(url)
          ? { platform: 'linkedin', label: 'LinkedIn', url }
          : { platform: 'website', label: 'Professional profile', url },
      ]

/** SPEC.md §1 hero: greeting, experience, availability, resume, Let's Connect, socials, 7 skill icons. */
export const Hero = ({ site }: { site: Omit<SiteProfile, SiteDesignKey> }) => {
  const text = useSiteText()
  const [connect, resume, skillsLabel] = [
    text('hero.connect_label'),
    text('hero.resume_label'),
    text('hero.skills_label'),
  ]
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="hero-grid" />
      <div aria-hidden="true" className="hero-glow" />
      <Container className="hero-layout">
        <div className="min-w-0 motion-safe:animate-rise lg:col-span-7">
          {site.availability.length ? <Availability badges={site.availability} /> : null}
          {site.photo_url ? (
            <img
              src={site.photo_url}
              alt={site.name}
              width={96}
              height={96}
              className="mt-8 h-24 w-24 rounded-full border-4 border-white object-cover shadow-lg dark:border-slate-800"
            />
          ) : null}
          <p className="mt-6 text-lg font-medium text-brand-700 sm:mt-8 dark:text-brand-400">{site.greeting}</p>
          <h1 id="hero-title" className="hero-title">
            {site.headline}
          </h1>
          {/* Issue 23: the way to get in touch comes straight after the headline, on a phone's first
            screen (375×667) too. Let's Connect leads to the contact form further down the page (a
            link within the page: the static part scrolls to it and puts the cursor in its first
            field); the network profile is among the social links below. */}
          <div className="mt-6 flex flex-wrap items-center gap-3 sm:mt-8">
            {connect ? (
              <a href="#contactForm" className={buttonClass({ size: 'lg' })}>
                {connect}
                <ArrowRight className="h-5 w-5" aria-hidden="true" />
              </a>
            ) : null}
            {site.resume_url && resume ? (
              <a href={site.resume_url} download className={buttonClass({ size: 'lg', variant: 'outline' })}>
                <Download className="h-5 w-5" aria-hidden="true" />
                {resume}
              </a>
            ) : null}
          </div>
          {site.bio ? <p className="hero-bio">{site.bio}</p> : null}
          {site.location ? (
            <p className="mt-4 inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
              <MapPin className="h-4 w-4" aria-hidden="true" />
              {site.location}
            </p>
          ) : null}
          <SocialLinks socials={withNetwork(site)} className="mt-8" />
        </div>
        {/* A blank profile (no skills yet) has nothing to show here. */}
        {site.skill_icons.length ? (
          <div className="min-w-0 motion-safe:animate-rise lg:col-span-5 [animation-delay:120ms]">
            <ProfileCard site={site} />
            <div className="mt-8">
              {skillsLabel ? <p className="hero-label">{skillsLabel}</p> : null}
              <ul
                className="mt-4 flex flex-wrap justify-center gap-3 lg:justify-start"
                aria-label={skillsLabel || 'Core skills'}
              >
                {site.skill_icons.map((skill) => (
                  <li key={skill}>
                    <span title={skill} className="skill-icon">
                      <BrandIcon name={skill} className="h-6 w-6" />
                      <span className="sr-only">{skill}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        ) : null}
      </Container>
    </section>
  )
}
