import { Fragment } from 'react'
import { href, Link, useRouteLoaderData } from 'react-router'

import { HOME_CERTIFICATES, HOME_POSTS, HOME_PROJECTS } from '../../core/constants.ts'
import { DEFAULT_HOME_SECTIONS, type HomeSectionId } from '../../core/site-defaults.ts'
import { deferredHydration, lazyIsland } from '../components/ui/lazy-island.tsx'
import { SectionHeading } from '../components/ui/section-heading.tsx'
import { Section } from '../components/ui/section.tsx'
import { StaticPart, useWithheld, withhold } from '../components/ui/static-part.tsx'
import { ViewAllLink } from '../components/ui/view-all-link.tsx'
import { servicesContext } from '../context.ts'
import { BlogCard, toCardPost } from '../features/blog/blog-card.tsx'
import { SubscribeForm } from '../features/blog/subscribe-form.tsx'
import { CertificateCard, coverClass, toCardCertificate } from '../features/certificates/certificate-card.tsx'
import { changedBands, DEFAULT_MUTED, mutedBands } from '../features/home/bands.ts'
import { Hero } from '../features/home/hero.tsx'
import { SkillsOverview } from '../features/home/skills-overview.tsx'
import { Stats } from '../features/home/stats.tsx'
import { Tutoring } from '../features/home/tutoring.tsx'
import { ProjectCard, toCardProject } from '../features/projects/project-card.tsx'
import { toCardTestimonial } from '../features/testimonials/testimonial-card.tsx'
import { TestimonialsCarousel } from '../features/testimonials/testimonials-carousel.tsx'
import { buildMeta, rootDataOf } from '../lib/seo.ts'
import type { loader as rootLoader } from '../root.tsx'
import { homeProfile, type LayoutProfile } from '../lib/site-profile.ts'
import { useSiteText } from '../lib/site-text.ts'
import { cn } from '../lib/cn.ts'
import { withQuery } from '../lib/with-query.ts'
import type { Route } from './+types/home'

// The form (react-hook-form, zod, the modal) is far below the fold: its code loads as it nears.
const ContactIsland = lazyIsland<{ site: LayoutProfile }>('contact-island', () =>
  import('../features/contact/contact-section.tsx').then((m) => ({ default: m.ContactSection })),
)

// The testimonials' carousel hydrates as it nears the viewport, in a task of its own (issue 9).
// The rest of the page above the contact form (hero, skills, projects, tutoring, statistics,
// posts, certificates) is static: never hydrated on a first load, its data not in the page's
// hydration data (components/ui/static-part.tsx).
const TestimonialsLater = deferredHydration('testimonials-later')

/** SPEC.md §2 home: 6 featured projects, the 3 newest posts (featured ones badged), 3 certificates, testimonials. */
export const loader = async ({ context }: Route.LoaderArgs) => {
  const services = context.get(servicesContext)
  const site = await services.site.get()
  // A hidden section is absent from the HTML, its data too (docs/api/owners-site.md).
  const shown = new Set(site.home_sections.filter((s) => s.visible).map((s) => s.id))
  const [blank, projects, posts, certificates, testimonials] = await Promise.all([
    services.site.isBlank(),
    shown.has('projects') ? services.projects.featured(HOME_PROJECTS) : [],
    shown.has('posts') ? services.blogs.list({ skip: 0, limit: HOME_POSTS, sort: 'newest' }) : { posts: [] },
    shown.has('certificates')
      ? services.certificates.list({ skip: 0, limit: HOME_CERTIFICATES })
      : { certificates: [] },
    shown.has('testimonials') ? services.testimonials.list() : [],
  ])
  // The home page's part of the profile; the root's data has the rest (lib/site-profile.ts).
  // A site nobody has set up shows no bio: the blank profile's is not the owner's (issue 23).
  const profile = blank ? { ...homeProfile(site), bio: '' } : homeProfile(site)
  const [images, partImages] = await Promise.all([
    services.uploads.describe(testimonials.map((t) => t.avatar_url)),
    services.uploads.describe([
      ...projects.map((p) => p.featured_image),
      ...posts.posts.map((p) => p.featured_image),
      ...certificates.certificates.map((c) => c.image_url),
    ]),
  ])
  // The background bands alternate among the sections on the page, in the owner's order.
  const onPage: Record<HomeSectionId, boolean> = {
    hero: true,
    skills: profile.skills.length > 0 || site.languages.length > 0,
    projects: projects.length > 0,
    tutoring: profile.tutoring.features.length > 0 || profile.tutoring.frameworks.length > 0,
    stats: profile.stats.length > 0,
    posts: posts.posts.length > 0,
    certificates: certificates.certificates.length > 0,
    testimonials: testimonials.length > 0,
    contact: true,
  }
  const shownIds = site.home_sections.filter((s) => s.visible && s.id !== 'hero' && onPage[s.id]).map((s) => s.id)
  const muted = changedBands(
    mutedBands(site.home_sections, (id) => onPage[id]),
    shownIds,
  )
  return {
    // Only when the owner changed the sections (a fresh install's page data is as before).
    ...(profile.home_sections ? { order: profile.home_sections } : {}),
    ...(muted ? { muted } : {}),
    testimonials: testimonials.map(toCardTestimonial),
    images,
    parts: withhold(context, {
      profile,
      projects: projects.map(toCardProject),
      posts: posts.posts.map(toCardPost),
      certificates: certificates.certificates.map(toCardCertificate),
      images: partImages,
    }),
  }
}

/** A band of cards (projects, posts, certificates): its heading, the cards, a link to them all; nothing when empty. */
function CardsSection<T extends { id: number }>({
  id,
  tone,
  eyebrow,
  title,
  description,
  items,
  grid,
  card,
  all,
}: {
  id: string
  tone?: 'muted'
  eyebrow: string
  title: string
  description?: string
  items: T[]
  grid: string
  card: (item: T) => React.ReactNode
  all: { to: string; label: string }
}) {
  if (items.length === 0) return null
  return (
    <Section id={id} labelledBy={`${id}-title`} tone={tone}>
      <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title} description={description} />
      <ul className={grid}>
        {items.map((item) => (
          <li key={item.id}>{card(item)}</li>
        ))}
      </ul>
      {all.label ? <ViewAllLink to={all.to}>{all.label}</ViewAllLink> : null}
    </Section>
  )
}

export const meta: Route.MetaFunction = ({ matches }) => buildMeta(rootDataOf(matches), { path: '/', type: 'profile' })

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const parts = useWithheld(loaderData.parts)
  const text = useSiteText()
  if (!root) return null
  const { testimonials } = loaderData
  const site = root.site
  // docs/api/owners-site.md, "Home sections": the visible ones, in the owner's order. The order
  // lives in the static parts' data; the hydrated sections (testimonials, contact) read it from
  // the loader data's `order` when the owner changed it.
  const order = loaderData.order ?? DEFAULT_HOME_SECTIONS
  const muted: readonly HomeSectionId[] = loaderData.muted ?? DEFAULT_MUTED
  const tone = (id: HomeSectionId) => (muted.includes(id) ? ('muted' as const) : undefined)
  const sections: Record<HomeSectionId, () => React.ReactNode> = {
    hero: () => (
      <StaticPart key="hero" id="home-hero" data={parts}>
        {({ profile }) => <Hero site={{ ...site, ...profile }} />}
      </StaticPart>
    ),
    skills: () => (
      <StaticPart key="skills" id="home-skills" data={parts}>
        {({ profile }) =>
          profile.skills.length > 0 || site.languages.length > 0 ? (
            <Section id="skills" labelledBy="skills-title" tone={tone('skills')}>
              <SectionHeading
                id="skills-title"
                eyebrow={text('home.skills.eyebrow')}
                title={text('home.skills.title')}
                description={text('home.skills.intro')}
              />
              <SkillsOverview skills={profile.skills} languages={site.languages} />
            </Section>
          ) : null
        }
      </StaticPart>
    ),
    projects: () => (
      <StaticPart key="projects" id="home-projects" data={parts}>
        {({ projects }) => (
          <CardsSection
            id="projects"
            tone={tone('projects')}
            eyebrow={text('home.projects.eyebrow')}
            title={text('home.projects.title')}
            description={text('home.projects.intro')}
            items={projects}
            grid="phone-max-3 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            card={(p) => <ProjectCard project={p} />}
            all={{ to: href('/projects'), label: text('home.projects.link') }}
          />
        )}
      </StaticPart>
    ),
    // A blank profile (issue 13: an empty site) has no tutoring or statistics to show.
    tutoring: () => (
      <StaticPart key="tutoring" id="home-tutoring" data={parts}>
        {({ profile: { tutoring } }) =>
          tutoring.features.length > 0 || tutoring.frameworks.length > 0 ? (
            <Section id="tutoring" labelledBy="tutoring-title" tone={tone('tutoring')}>
              <SectionHeading
                id="tutoring-title"
                eyebrow={text('home.tutoring.eyebrow')}
                title={tutoring.title}
                description={tutoring.description}
              />
              <Tutoring tutoring={tutoring} />
            </Section>
          ) : null
        }
      </StaticPart>
    ),
    stats: () => (
      <StaticPart key="stats" id="home-stats" data={parts}>
        {({ profile }) =>
          profile.stats.length > 0 ? (
            <Section labelledBy="stats-title" tone={tone('stats')}>
              <h2 id="stats-title" className="sr-only">
                At a glance
              </h2>
              <Stats stats={profile.stats} responseTime={site.response_time} />
            </Section>
          ) : null
        }
      </StaticPart>
    ),
    // The newsletter form follows the latest posts (docs/api/newsletter.md): hidden with them.
    posts: () => (
      <Fragment key="posts">
        <StaticPart id="home-blog" data={parts}>
          {({ posts }) => (
            <CardsSection
              id="blog"
              tone={tone('posts')}
              eyebrow={text('home.posts.eyebrow')}
              title={text('home.posts.title')}
              description={text('home.posts.intro')}
              items={posts}
              grid="phone-max-2 grid gap-6 md:grid-cols-3"
              card={(p) => <BlogCard post={p} />}
              all={{ to: href('/blogs'), label: text('home.posts.link') }}
            />
          )}
        </StaticPart>
        {/* The newsletter form belongs to the posts' band. */}
        <div id="newsletter" className={cn('px-4 py-12 sm:px-6 sm:py-16', tone('posts') && 'band border-t-0')}>
          <SubscribeForm className="mx-auto max-w-3xl" />
        </div>
      </Fragment>
    ),
    certificates: () => (
      <StaticPart key="certificates" id="home-certificates" data={parts}>
        {({ certificates }) => (
          <CardsSection
            id="certificates"
            tone={tone('certificates')}
            eyebrow={text('home.certificates.eyebrow')}
            title={text('home.certificates.title')}
            description={text('home.certificates.intro')}
            items={certificates}
            grid="phone-max-2 grid gap-6 md:grid-cols-3"
            card={(c) => (
              <CertificateCard
                certificate={c}
                action={(title) => (
                  <Link to={withQuery(href('/certificates'), { open: String(c.id) })} className={coverClass}>
                    {title}
                  </Link>
                )}
              />
            )}
            all={{ to: href('/certificates'), label: text('home.certificates.link') }}
          />
        )}
      </StaticPart>
    ),
    testimonials: () =>
      testimonials.length > 0 ? (
        <TestimonialsLater key="testimonials">
          <Section id="testimonials" labelledBy="testimonials-title" tone={tone('testimonials')}>
            <SectionHeading
              id="testimonials-title"
              eyebrow={text('home.testimonials.eyebrow')}
              title={text('home.testimonials.title')}
            />
            <TestimonialsCarousel testimonials={testimonials} />
          </Section>
        </TestimonialsLater>
      ) : null,
    contact: () => (
      <Section key="contact" id="contact" labelledBy="contact-title" tone={tone('contact')}>
        <SectionHeading
          id="contact-title"
          eyebrow={text('home.contact.eyebrow')}
          title={text('home.contact.title')}
          description={text('home.contact.intro')}
        />
        <ContactIsland site={site} />
      </Section>
    ),
  }
  return <>{order.filter((s) => s.visible).map((s) => sections[s.id]())}</>
}
