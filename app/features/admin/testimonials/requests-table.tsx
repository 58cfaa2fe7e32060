import { Trash2 } from 'lucide-react'
import { Link } from 'react-router'

import type { TestimonialRequest, TestimonialRequestStatus } from '../../../../core/schemas/testimonial-request.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { buttonClass } from '../../../components/ui/button.ts'
import { formatDate, isoDate } from '../../../lib/format.ts'
import { adminApi } from '../api.ts'
import { useAdminAction } from '../use-admin-action.ts'
import { type Column, DataTable } from '../ui/data-table.tsx'
import { ConfirmButton } from '../ui/row-actions.tsx'

const STATUS: Record<TestimonialRequestStatus, { label: string; tone: 'green' | 'brand' | 'neutral' }> = {
  open: { label: 'Open', tone: 'green' },
  answered: { label: 'Answered', tone: 'brand' },
  expired: { label: 'Expired', tone: 'neutral' },
}

const who = (r: TestimonialRequest) => r.name ?? r.email ?? 'Anyone with the link'

/** The requests sent: open / answered / expired, with the testimonial an answer produced. */
export const RequestsTable = ({ requests }: { requests: TestimonialRequest[] }) => {
  const act = useAdminAction()
  const columns: Column<TestimonialRequest>[] = [
    {
      header: 'For',
      cell: (r) => (
        <div className="min-w-0">
          <p className="font-semibold text-slate-900 dark:text-white">{who(r)}</p>
          <p className="truncate text-xs text-slate-600 dark:text-slate-400">
            {[r.company, r.name ? r.email : null].filter(Boolean).join(' · ') || '—'}
          </p>
        </div>
      ),
    },
    {
      header: 'Status',
      cell: (r) => <Badge tone={STATUS[r.status].tone}>{STATUS[r.status].label}</Badge>,
    },
    {
      header: 'Date',
      cell: (r) => (
        <span className="text-slate-700 dark:text-slate-300">
          {r.status === 'answered' && r.answered_at ? 'Answered ' : r.status === 'open' ? 'Expires ' : 'Expired '}
          <time dateTime={isoDate(r.answered_at ?? r.expires_at)}>{formatDate(r.answered_at ?? r.expires_at)}</time>
        </span>
      ),
    },
    {
      header: 'Actions',
      srOnlyHeader: true,
      cell: (r) =>
        r.testimonial_id ? (
          <Link
            to={`/admin/testimonials/${r.testimonial_id}/edit`}
            className={buttonClass({ variant: 'outline', size: 'sm' })}
          >
            Review testimonial
          </Link>
        ) : r.status === 'open' ? (
          <ConfirmButton
            className={buttonClass({ variant: 'ghost', size: 'sm', className: 'text-rose-700 dark:text-rose-400' })}
            confirm={{
              title: 'Withdraw this request?',
              description: `The link sent to ${who(r)} will stop working.`,
              confirmLabel: 'Withdraw',
            }}
            onConfirm={() =>
              act(() => adminApi.deleteTestimonialRequest(r.id), {
                success: 'Request withdrawn.',
                failure: 'Failed to withdraw the request',
              })
            }
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Withdraw
            <span className="sr-only"> the request for {who(r)}</span>
          </ConfirmButton>
        ) : null,
    },
  ]
  return <DataTable caption="Testimonial requests" columns={columns} rows={requests} rowKey={(r) => r.id} />
}
