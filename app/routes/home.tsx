import { href, Link, useRouteLoaderData } from 'react-router'

import { HOME_CERTIFICATES, HOME_POSTS, HOME_PROJECTS } from '../../core/constants.ts'
import { lazyIsland } from '../components/ui/lazy-island.tsx'
import { SectionHeading } from '../components/ui/section-heading.tsx'
import { Section } from '../components/ui/section.tsx'
import { ViewAllLink } from '../components/ui/view-all-link.tsx'
import { servicesContext } from '../context.ts'
import { BlogCard, toCardPost } from '../features/blog/blog-card.tsx'
import { CertificateCard, coverClass, toCardCertificate } from '../features/certificates/certificate-card.tsx'
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
import { withQuery } from '../lib/with-query.ts'
import type { Route } from './+types/home'

// The form (react-hook-form, zod, the modal) is far below the fold: its code loads as it nears.
const ContactIsland = lazyIsland<{ site: LayoutProfile }>('contact-island', () =>
  import('../features/contact/contact-section.tsx').then((m) => ({ default: m.ContactSection })),
)

/** SPEC.md §2 home: 6 featured projects, the 3 newest posts (featured ones badged), 3 certificates, testimonials. */
export const loader = async ({ context }: Route.LoaderArgs) => {
  const services = context.get(servicesContext)
  const [site, projects, posts, certificates, testimonials] = await Promise.all([
    services.site.get(),
    services.projects.featured(HOME_PROJECTS),
    services.blogs.list({ skip: 0, limit: HOME_POSTS, sort: 'newest' }),
    services.certificates.list({ skip: 0, limit: HOME_CERTIFICATES }),
    services.testimonials.list(),
  ])
  return {
    // The home page's part of the profile; the root's data has the rest (lib/site-profile.ts).
    profile: homeProfile(site),
    projects: projects.map(toCardProject),
    posts: posts.posts.map(toCardPost),
    certificates: certificates.certificates.map(toCardCertificate),
    testimonials: testimonials.map(toCardTestimonial),
    images: await services.uploads.describe([
      ...projects.map((p) => p.featured_image),
      ...posts.posts.map((p) => p.featured_image),
      ...certificates.certificates.map((c) => c.image_url),
      ...testimonials.map((t) => t.avatar_url),
    ]),
  }
}

export const meta: Route.MetaFunction = ({ matches }) => buildMeta(rootDataOf(matches), { path: '/', type: 'profile' })

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  if (!root) return null
  const { projects, posts, certificates, testimonials } = loaderData
  const site = { ...root.site, ...loaderData.profile }
  return (
    <>
      <Hero site={site} />

      {site.skills.length > 0 || site.languages.length > 0 ? (
        <Section id="skills" labelledBy="skills-title" tone="muted">
          <SectionHeading
            id="skills-title"
            eyebrow="Skills"
            title="What I bring to your project"
            description="Across the stack, from database design to the last pixel — and the communication that keeps projects on track."
          />
          <SkillsOverview skills={site.skills} languages={site.languages} />
        </Section>
      ) : null}

      {projects.length > 0 ? (
        <Section id="projects" labelledBy="projects-title">
          <SectionHeading
            id="projects-title"
            eyebrow="Portfolio"
            title="Featured projects"
            description="A selection of client and personal work, from booking platforms to analytics dashboards."
          />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {projects.map((p) => (
              <li key={p.id}>
                <ProjectCard project={p} />
              </li>
            ))}
          </ul>
          <ViewAllLink to={href('/projects')}>View all projects</ViewAllLink>
        </Section>
      ) : null}

      {/* A blank profile (issue 13: an empty site) has no tutoring or statistics to show. */}
      {site.tutoring.features.length > 0 || site.tutoring.frameworks.length > 0 ? (
        <Section id="tutoring" labelledBy="tutoring-title" tone="muted">
          <SectionHeading
            id="tutoring-title"
            eyebrow="Online & in person"
            title={site.tutoring.title}
            description={site.tutoring.description}
          />
          <Tutoring tutoring={site.tutoring} />
        </Section>
      ) : null}

      {site.stats.length > 0 ? (
        <Section labelledBy="stats-title" className="py-16 sm:py-20">
          <h2 id="stats-title" className="sr-only">
            At a glance
          </h2>
          <Stats stats={site.stats} responseTime={site.response_time} />
        </Section>
      ) : null}

      {posts.length > 0 ? (
        <Section id="blog" labelledBy="blog-title" tone="muted">
          <SectionHeading
            id="blog-title"
            eyebrow="Blog"
            title="Latest posts"
            description="Notes on building, shipping and maintaining software for clients."
          />
          <ul className="grid gap-6 md:grid-cols-3">
            {posts.map((p) => (
              <li key={p.id}>
                <BlogCard post={p} />
              </li>
            ))}
          </ul>
          <ViewAllLink to={href('/blogs')}>Read the blog</ViewAllLink>
        </Section>
      ) : null}

      {certificates.length > 0 ? (
        <Section id="certificates" labelledBy="certificates-title">
          <SectionHeading
            id="certificates-title"
            eyebrow="Certifications"
            title="Certificates"
            description="Verified credentials from AWS, Google, IBM, Meta and more."
          />
          <ul className="grid gap-6 md:grid-cols-3">
            {certificates.map((c) => (
              <li key={c.id}>
                <CertificateCard
                  certificate={c}
                  action={(title) => (
                    <Link to={withQuery(href('/certificates'), { open: String(c.id) })} className={coverClass}>
                      {title}
                    </Link>
                  )}
                />
              </li>
            ))}
          </ul>
          <ViewAllLink to={href('/certificates')}>View all certificates</ViewAllLink>
        </Section>
      ) : null}

      {testimonials.length > 0 ? (
        <Section id="testimonials" labelledBy="testimonials-title" tone="muted">
          <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="What clients say" />
          <TestimonialsCarousel testimonials={testimonials} />
        </Section>
      ) : null}

      <Section id="contact" labelledBy="contact-title">
        <SectionHeading
          id="contact-title"
          eyebrow="Contact"
          title="Let's work together"
          description={`Tell me about your project or what you want to learn. I reply ${site.response_time.toLowerCase()}.`}
        />
        <ContactIsland site={site} />
      </Section>
    </>
  )
}
