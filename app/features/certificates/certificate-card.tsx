import { Award, BadgeCheck, Calendar } from 'lucide-react'
import type { ReactNode } from 'react'

import { CARD_LIST_LIMIT } from '../../../core/constants.ts'
import type { Certificate } from '../../../core/schemas/certificate.ts'
import { Badge, LimitedList } from '../../components/ui/badge.tsx'
import { CoverImage } from '../../components/ui/cover-image.tsx'
import { ExpiryNote } from '../../components/ui/expiry-note.tsx'
import { formatDate, isoDate } from '../../lib/format.ts'

/** The card's width in the certificate grids (1, 2 or 3, then 3 columns in a 72rem container). */
const CERTIFICATE_CARD_SIZES =
  '(min-width: 1152px) 22rem, (min-width: 1024px) 30vw, (min-width: 768px) 46vw, calc(100vw - 2rem)'

/** The fields a card shows (the home page's data carries these only). */
export type CardCertificate = Pick<
  Certificate,
  | 'id'
  | 'title'
  | 'issuer'
  | 'platform'
  | 'issued_date'
  | 'expiry_date'
  | 'image_url'
  | 'category'
  | 'skills'
  | 'verified'
  | 'expired'
  | 'expires_soon'
>

export const toCardCertificate = (c: Certificate): CardCertificate => ({
  id: c.id,
  title: c.title,
  issuer: c.issuer,
  platform: c.platform,
  issued_date: c.issued_date,
  expiry_date: c.expiry_date,
  image_url: c.image_url,
  category: c.category,
  skills: c.skills,
  verified: c.verified,
  expired: c.expired,
  expires_soon: c.expires_soon,
})

/**
 * SPEC.md §2 certificate card: 3 skills then +n. `action` is the card's one control (open the
 * detail modal, or a link); it covers the whole card.
 */
export const CertificateCard = ({
  certificate,
  action,
  headingLevel = 'h3',
}: {
  certificate: CardCertificate
  action: (title: ReactNode) => ReactNode
  headingLevel?: 'h2' | 'h3'
}) => {
  const Heading = headingLevel
  return (
    <article className="group card">
      <div className="card-cover">
        {certificate.image_url ? (
          <CoverImage src={certificate.image_url} alt="" sizes={CERTIFICATE_CARD_SIZES} className="card-image" />
        ) : (
          <div className="grid h-full place-items-center">
            <Award className="h-14 w-14 text-brand-600 dark:text-brand-400" aria-hidden="true" />
          </div>
        )}
        {certificate.verified ? (
          <Badge tone="green" className="absolute top-3 right-3 shadow-sm">
            <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
            Verified
          </Badge>
        ) : null}
      </div>
      <div className="card-body">
        <p className="kicker">{certificate.category}</p>
        <Heading className="mt-2 card-title">{action(certificate.title)}</Heading>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {certificate.platform && certificate.platform !== certificate.issuer
            ? `${certificate.issuer} · ${certificate.platform}`
            : certificate.issuer}
        </p>
        {certificate.issued_date ? (
          <p className="mt-3 with-icon muted-xs">
            <Calendar className="h-3.5 w-3.5" aria-hidden="true" />
            Issued <time dateTime={isoDate(certificate.issued_date)}>{formatDate(certificate.issued_date)}</time>
          </p>
        ) : null}
        <ExpiryNote certificate={certificate} className="mt-2 self-start" />
        <div className="mt-auto pt-5">
          <LimitedList items={certificate.skills} limit={CARD_LIST_LIMIT} label="Skills" more={(n) => `+${n}`} />
        </div>
      </div>
    </article>
  )
}

/** The title as a control that covers the card. */
export const coverClass = 'text-left card-link'
