import { BadgeCheck } from 'lucide-react'
import { Link } from 'react-router'

import type { Certificate } from '../../../../core/schemas/certificate.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { ExpiryNote } from '../../../components/ui/expiry-note.tsx'
import { formatDate } from '../../../lib/format.ts'
import { adminApi } from '../api.ts'
import { useAdminAction } from '../use-admin-action.ts'
import { type Column, DataTable } from '../ui/data-table.tsx'
import { RowActions } from '../ui/row-actions.tsx'
import { BrokenLinksBadge } from '../health/broken-links-badge.tsx'
import { ActiveBadge, FeaturedBadge } from '../ui/status-badge.tsx'
import { Thumb } from '../ui/thumb.tsx'

export const CertificatesTable = ({
  certificates,
}: {
  certificates: (Certificate & { broken_links?: string[] })[]
}) => {
  const act = useAdminAction()
  const columns: Column<Certificate & { broken_links?: string[] }>[] = [
    {
      header: 'Certificate',
      cell: (c) => (
        <div className="flex min-w-0 items-center gap-3">
          <Thumb src={c.image_url} label={c.title} className="hidden sm:grid sm:h-10 sm:w-16" />
          <div className="min-w-0">
            <Link
              to={`/admin/certificates/${c.id}/edit`}
              className="line-clamp-2 font-semibold text-slate-900 hover:text-brand-700 dark:text-white dark:hover:text-brand-300"
            >
              {c.title}
            </Link>
            <p className="truncate text-xs text-slate-600 dark:text-slate-400">
              {c.issuer}
              {c.platform ? ` · ${c.platform}` : ''}
            </p>
          </div>
        </div>
      ),
    },
    { header: 'Category', className: 'hidden md:table-cell', cell: (c) => <Badge tone="brand">{c.category}</Badge> },
    {
      header: 'Status',
      cell: (c) => (
        <div className="flex flex-wrap gap-1">
          <ActiveBadge active={c.is_active} />
          <BrokenLinksBadge fields={c.broken_links} />
          <ExpiryNote certificate={c} />
          {c.featured ? <FeaturedBadge /> : null}
          {c.verified ? (
            <Badge tone="cyan" className="hidden lg:inline-flex">
              <BadgeCheck className="h-3 w-3" aria-hidden="true" />
              Verified
            </Badge>
          ) : null}
        </div>
      ),
    },
    {
      header: 'Issued',
      mobile: 'hide',
      className: 'hidden xl:table-cell whitespace-nowrap text-slate-600 dark:text-slate-400',
      cell: (c) => (c.issued_date ? <time dateTime={c.issued_date}>{formatDate(c.issued_date)}</time> : '—'),
    },
    {
      header: 'Actions',
      srOnlyHeader: true,
      className: 'w-px text-right',
      cell: (c) => (
        <RowActions
          name={c.title}
          noun="certificate"
          editTo={`/admin/certificates/${c.id}/edit`}
          viewHref="/certificates"
          active={c.is_active}
          onSoftDelete={() =>
            act(() => adminApi.softDeleteCertificate(c.id), {
              success: `“${c.title}” was deleted. It is hidden from the site until you restore it.`,
              failure: 'Failed to delete the certificate',
            })
          }
          onRestore={() =>
            act(() => adminApi.restoreCertificate(c.id), {
              success: `“${c.title}” was restored and is visible on the site again.`,
              failure: 'Failed to restore the certificate',
            })
          }
        />
      ),
    },
  ]
  return <DataTable caption="Certificates" columns={columns} rows={certificates} rowKey={(c) => c.id} />
}
