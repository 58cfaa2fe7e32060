import { Clock, Link2Off, MailCheck } from 'lucide-react'
import { data } from 'react-router'

import { Container } from '../components/ui/container.tsx'
import { PageHeader } from '../components/ui/page-header.tsx'
import { servicesContext } from '../context.ts'
import { TestimonialRequestForm } from '../features/testimonials/testimonial-request-form.tsx'
import { buildMeta, rootDataOf } from '../lib/seo.ts'
import type { Route } from './+types/testimonial-request'

type Closed = 'unknown' | 'answered' | 'expired'

// The link is the client's key: the page is never cached or indexed, and says plainly when it
// no longer works (404 unknown, 410 used or expired).
export const loader = async ({ context, params }: Route.LoaderArgs) => {
  try {
    const request = await context.get(servicesContext).testimonialRequests.get(params.token)
    return { state: 'open' as const, token: params.token, request }
  } catch (err) {
    const { statusCode, code } = err as { statusCode?: number; code?: string }
    if (statusCode === 404) return data({ state: 'unknown' as Closed }, { status: 404 })
    if (statusCode === 410)
      return data({ state: (code === 'REQUEST_EXPIRED' ? 'expired' : 'answered') as Closed }, { status: 410 })
    throw err
  }
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

export const meta: Route.MetaFunction = ({ matches, location }) =>
  buildMeta(rootDataOf(matches), {
    title: 'Write a testimonial',
    description: 'Share a few words about working together.',
    path: location.pathname,
    noindex: true,
  })

const CLOSED: Record<Closed, { icon: typeof Clock; title: string; text: string }> = {
  unknown: {
    icon: Link2Off,
    title: 'This link does not work',
    text: 'Please check that you copied the whole link, or ask for a new one.',
  },
  answered: {
    icon: MailCheck,
    title: 'This link has already been used',
    text: 'Thank you for your testimonial! Each link can be used once.',
  },
  expired: { icon: Clock, title: 'This link has expired', text: 'Links work for 30 days. Please ask for a new one.' },
}

export default function TestimonialRequestPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.state !== 'open') {
    const { icon: Icon, title, text } = CLOSED[loaderData.state]
    return (
      <Container className="py-16 sm:py-24">
        <div className="mx-auto max-w-lg text-center">
          <Icon className="mx-auto h-12 w-12 text-slate-500 dark:text-slate-400" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
          <p className="mt-3 text-slate-700 dark:text-slate-300">{text}</p>
        </div>
      </Container>
    )
  }
  const { request, token } = loaderData
  return (
    <>
      <PageHeader
        eyebrow="Testimonial"
        title={request.name ? `Hello ${request.name}, how was it working together?` : 'How was it working together?'}
        description="A few honest sentences help others decide. Your testimonial is reviewed before it appears on the site."
      />
      <Container className="py-12 sm:py-16">
        <div className="mx-auto max-w-2xl">
          {request.note ? (
            <blockquote className="mb-8 rounded-2xl border-l-4 border-brand-600 bg-brand-50 p-5 leading-7 whitespace-pre-wrap text-slate-800 dark:bg-slate-900 dark:text-slate-200">
              {request.note}
            </blockquote>
          ) : null}
          <TestimonialRequestForm token={token} defaults={request} />
        </div>
      </Container>
    </>
  )
}
