import { CalendarClock } from 'lucide-react'

import type { Certificate } from '../../../core/schemas/certificate.ts'
import { formatDate, isoDate } from '../../lib/format.ts'
import { Badge } from './badge.tsx'

/**
 * "Expired", or "Expires MMM dd, yyyy" (amber within 60 days) from the server's `expired` /
 * `expires_soon`; nothing for a certificate that never expires.
 */
export const ExpiryNote = ({
  certificate: c,
  className,
}: {
  certificate: Pick<Certificate, 'expiry_date' | 'expired' | 'expires_soon'>
  className?: string
}) => {
  if (!c.expiry_date) return null
  if (c.expired)
    return (
      <Badge tone="rose" className={className}>
        <CalendarClock className="h-3.5 w-3.5" aria-hidden="true" />
        Expired
      </Badge>
    )
  return (
    <Badge tone={c.expires_soon ? 'amber' : 'neutral'} className={className}>
      <CalendarClock className="h-3.5 w-3.5" aria-hidden="true" />
      Expires <time dateTime={isoDate(c.expiry_date)}>{formatDate(c.expiry_date)}</time>
    </Badge>
  )
}
