import { useRouteLoaderData } from 'react-router'

import { Container } from '../components/ui/container.tsx'
import { PageHeader } from '../components/ui/page-header.tsx'
import { useSiteText } from '../lib/site-text.ts'
import { ContactSection } from '../features/contact/contact-section.tsx'
import { buildMeta, rootDataOf } from '../lib/seo.ts'
import type { loader as rootLoader } from '../root.tsx'
import type { Route } from './+types/contact'

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches)
  return buildMeta(root, {
    title: 'Contact',
    description: root
      ? `Get in touch with ${root.site.name} about a project, a job or mentoring. Replies ${root.site.response_time}.`
      : undefined,
    path: location.pathname,
  })
}

export default function Contact() {
  const text = useSiteText()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  if (!root) return null
  return (
    <>
      <PageHeader eyebrow={text('contact.eyebrow')} title={text('contact.title')} description={text('contact.intro')} />
      <Container className="py-12 sm:py-16">
        <ContactSection site={root.site} headingLevel="h2" />
      </Container>
    </>
  )
}
