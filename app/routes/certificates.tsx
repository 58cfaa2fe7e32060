import { href } from 'react-router'

import { CERTIFICATES_SCREEN_PAGE_SIZE } from '../../core/constants.ts'
import { ChipFilter } from '../components/ui/chip-filter.tsx'
import { Container } from '../components/ui/container.tsx'
import { PageHeader } from '../components/ui/page-header.tsx'
import { useSiteText } from '../lib/site-text.ts'
import { BusyRegion, NoResults, ResultsHeading, ResultsPages, useLoadingPath } from '../components/ui/results.tsx'
import { servicesContext } from '../context.ts'
import { CertificateGrid } from '../features/certificates/certificate-grid.tsx'
import { CertificateSummary } from '../features/certificates/certificate-summary.tsx'
import { plural } from '../lib/format.ts'
import { isNotFound } from '../lib/not-found.ts'
import { pageParam } from '../lib/pagination.ts'
import { buildMeta, rootDataOf } from '../lib/seo.ts'
import { withQuery } from '../lib/with-query.ts'
import type { Route } from './+types/certificates'

export const loader = async ({ context, request }: Route.LoaderArgs) => {
  const services = context.get(servicesContext)
  const url = new URL(request.url)
  const category = url.searchParams.get('category')?.trim().slice(0, 100) || null
  const issuer = url.searchParams.get('issuer')?.trim().slice(0, 100) || null
  const page = pageParam(url.searchParams.get('page'))
  // ?open=<id>: that certificate's modal opens on arrival (the home page's cards link here).
  const openId = url.searchParams.get('open')?.trim().slice(0, 20) || null
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
  const opened = openId
    ? (list.certificates.find((c) => String(c.id) === openId) ??
      (await services.certificates.get(openId).catch((err: unknown) => {
        if (isNotFound(err)) return null
        throw err
      })))
    : null
  return {
    certificates: list.certificates,
    opened,
    images: await services.uploads.describe(list.certificates.map((c) => c.image_url)),
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

export default function Certificates({ loaderData }: Route.ComponentProps) {
  const text = useSiteText()
  const { certificates, opened, total, pages, page, category, issuer, categories, issuers, allTotal } = loaderData
  const loading = useLoadingPath(href('/certificates'))
  const to = (params: Record<string, string | null>) => withQuery(href('/certificates'), params)
  return (
    <>
      <PageHeader
        eyebrow={text('certificates.eyebrow')}
        title={text('certificates.title')}
        description={text('certificates.intro')}
      >
        <CertificateSummary total={allTotal} categories={categories.length} issuers={issuers.length} />
      </PageHeader>
      <Container className="py-12 sm:py-16">
        <div className="space-y-4">
          <ChipFilter
            label="Category"
            options={categories}
            current={category}
            to={(v) => to({ category: v, issuer })}
          />
          <ChipFilter label="Issuer" options={issuers} current={issuer} to={(v) => to({ category, issuer: v })} />
        </div>
        <ResultsHeading status={`Page ${Math.min(page, pages)} of ${pages} · ${plural(total, 'certificate')}`}>
          {category || issuer ? 'Filtered certificates' : 'All certificates'}
        </ResultsHeading>
        <BusyRegion busy={loading} className="mt-8">
          {certificates.length === 0 ? (
            <NoResults
              title={category || issuer ? 'No certificates found' : 'No certificates yet'}
              description={
                category || issuer ? 'Nothing matches these filters.' : 'Certificates appear here once they are added.'
              }
              clearTo={category || issuer ? href('/certificates') : null}
            />
          ) : (
            <CertificateGrid certificates={certificates} opened={opened} />
          )}
        </BusyRegion>
        <ResultsPages
          page={page}
          pages={pages}
          busy={loading}
          label="Certificate pages"
          hrefFor={(p) => to({ category, issuer, page: p })}
        />
      </Container>
    </>
  )
}
