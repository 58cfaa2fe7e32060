import { Award, Building2, Layers } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { Link, useNavigation } from 'react-router'

import { CERTIFICATE_MODAL_CLEAR_DELAY_MS, CERTIFICATES_SCREEN_PAGE_SIZE } from '../../core/constants.ts'
import type { Certificate } from '../../core/schemas/certificate.ts'
import { buttonClass } from '../components/ui/button.ts'
import { Container } from '../components/ui/container.tsx'
import { EmptyState } from '../components/ui/empty-state.tsx'
import { PageHeader } from '../components/ui/page-header.tsx'
import { Pagination } from '../components/ui/pagination.tsx'
import { servicesContext } from '../context.ts'
import { CertificateCard, coverClass } from '../features/certificates/certificate-card.tsx'
import { cn } from '../lib/cn.ts'
import { plural } from '../lib/format.ts'
import { pageParam } from '../lib/pagination.ts'
import { buildMeta, rootDataOf } from '../lib/seo.ts'
import type { Route } from './+types/certificates'

const loadModal = () => import('../features/certificates/certificate-modal.tsx')
const CertificateModal = lazy(loadModal)

export const loader = async ({ context, request }: Route.LoaderArgs) => {
  const services = context.get(servicesContext)
  const url = new URL(request.url)
  const category = url.searchParams.get('category')?.trim().slice(0, 100) || null
  const issuer = url.searchParams.get('issuer')?.trim().slice(0, 100) || null
  const page = pageParam(url.searchParams.get('page'))
  const size = CERTIFICATES_SCREEN_PAGE_SIZE
  const [list, all, categories, issuers] = await Promise.all([
    services.certificates.list({
      skip: (page - 1) * size,
      limit: size,
      category: category ?? undefined,
      issuer: issuer ?? undefined,
    }),
    services.certificates.list({ skip: 0, limit: 1 }),
    services.certificates.categories(),
    services.certificates.issuers(),
  ])
  return {
    certificates: list.certificates,
    total: list.total,
    pages: list.pages,
    page,
    category,
    issuer,
    categories,
    issuers,
    allTotal: all.total,
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  buildMeta(rootDataOf(matches), {
    title: 'Certificates',
    description:
      'Professional certificates in cloud computing, databases, DevOps and web development, with credential IDs and verification links.',
    path: location.pathname + location.search,
  })

const href = (params: Record<string, string | null>) => {
  const s = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v) s.set(k, v)
  const q = s.toString()
  return q ? `/certificates?${q}` : '/certificates'
}

const chip = (active: boolean) =>
  cn(
    'inline-flex h-9 items-center rounded-full px-4 text-sm font-medium transition',
    active
      ? 'bg-brand-600 text-white shadow-sm shadow-brand-600/25'
      : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:ring-brand-300 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-800 dark:hover:ring-brand-700',
  )

const ChipFilter = ({
  label,
  options,
  current,
  to,
}: {
  label: string
  options: string[]
  current: string | null
  to: (value: string | null) => string
}) => (
  <nav aria-label={`Filter by ${label.toLowerCase()}`} className="flex flex-col gap-3 sm:flex-row sm:items-start">
    <h2 className="w-20 shrink-0 pt-2 text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400">
      {label}
    </h2>
    <ul className="flex flex-wrap gap-2">
      <li>
        <Link to={to(null)} preventScrollReset className={chip(!current)} aria-current={!current ? 'true' : undefined}>
          All
        </Link>
      </li>
      {options.map((o) => (
        <li key={o}>
          <Link
            to={to(o)}
            preventScrollReset
            className={chip(o === current)}
            aria-current={o === current ? 'true' : undefined}
          >
            {o}
          </Link>
        </li>
      ))}
    </ul>
  </nav>
)

const Summary = ({ total, categories, issuers }: { total: number; categories: number; issuers: number }) => (
  <dl className="mt-10 grid max-w-2xl grid-cols-3 gap-3 sm:gap-4">
    {[
      { label: 'Certificates', value: total, icon: Award },
      { label: 'Categories', value: categories, icon: Layers },
      { label: 'Issuers', value: issuers, icon: Building2 },
    ].map(({ label, value, icon: Icon }) => (
      <div
        key={label}
        className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white/80 p-4 shadow-sm backdrop-blur sm:p-5 dark:border-slate-800 dark:bg-slate-900/80"
      >
        <dt className="mt-1 text-xs font-medium text-slate-600 sm:text-sm dark:text-slate-400">{label}</dt>
        <dd className="flex items-center gap-2 text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">
          <Icon className="hidden h-6 w-6 text-brand-600 sm:block dark:text-brand-400" aria-hidden="true" />
          {value}
        </dd>
      </div>
    ))}
  </dl>
)

export default function Certificates({ loaderData }: Route.ComponentProps) {
  const { certificates, total, pages, page, category, issuer, categories, issuers, allTotal } = loaderData
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/certificates'
  const [selected, setSelected] = useState<Certificate | null>(null)
  const [open, setOpen] = useState(false)
  const clearTimer = useRef<number | undefined>(undefined)
  const [opener, setOpener] = useState<HTMLElement | null>(null)

  const openModal = (c: Certificate, trigger: HTMLElement) => {
    window.clearTimeout(clearTimer.current)
    setOpener(trigger)
    setSelected(c)
    setOpen(true)
  }
  // SPEC.md §4: closing clears the selection after 300 ms (the closing animation keeps it).
  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) clearTimer.current = window.setTimeout(() => setSelected(null), CERTIFICATE_MODAL_CLEAR_DELAY_MS)
  }

  return (
    <>
      <PageHeader
        eyebrow="Certifications"
        title="Certificates"
        description="Credentials from AWS, Google, IBM, Meta and others — each with its issuer, credential ID and a link to verify it."
      >
        <Summary total={allTotal} categories={categories.length} issuers={issuers.length} />
      </PageHeader>
      <Container className="py-12 sm:py-16">
        <div className="space-y-4">
          <ChipFilter
            label="Category"
            options={categories}
            current={category}
            to={(v) => href({ category: v, issuer })}
          />
          <ChipFilter label="Issuer" options={issuers} current={issuer} to={(v) => href({ category, issuer: v })} />
        </div>
        <div className="mt-10 flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-4 dark:border-slate-800">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
            {category || issuer ? 'Filtered certificates' : 'All certificates'}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            Page {Math.min(page, pages)} of {pages} · {plural(total, 'certificate')}
          </p>
        </div>
        <div className={cn('mt-8 transition-opacity', loading && 'opacity-60')} aria-busy={loading}>
          {certificates.length === 0 ? (
            <EmptyState
              title="No certificates found"
              description="Nothing matches these filters."
              action={
                <Link to="/certificates" className={buttonClass({ variant: 'outline' })}>
                  Clear filters
                </Link>
              }
            />
          ) : (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {certificates.map((c) => (
                <li key={c.id}>
                  <CertificateCard
                    certificate={c}
                    action={(title) => (
                      <button
                        type="button"
                        className={coverClass}
                        onClick={(e) => openModal(c, e.currentTarget)}
                        onPointerEnter={() => void loadModal()}
                        onFocus={() => void loadModal()}
                        aria-haspopup="dialog"
                      >
                        {title}
                      </button>
                    )}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="mt-12">
          <Pagination
            page={page}
            pages={pages}
            disabled={loading}
            label="Certificate pages"
            hrefFor={(p) => href({ category, issuer, page: p > 1 ? String(p) : null })}
          />
        </div>
      </Container>
      {selected ? (
        <Suspense fallback={null}>
          <CertificateModal certificate={selected} open={open} onOpenChange={onOpenChange} returnFocusTo={opener} />
        </Suspense>
      ) : null}
    </>
  )
}
