import { Check, Star } from 'lucide-react'
import { Link } from 'react-router'

import type { Testimonial } from '../../../../core/schemas/testimonial.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { buttonClass } from '../../../components/ui/button.ts'
import { adminApi } from '../api.ts'
import { useAdminAction } from '../use-admin-action.ts'
import { type Column, DataTable } from '../ui/data-table.tsx'
import { RowActions } from '../ui/row-actions.tsx'
import { ActiveBadge } from '../ui/status-badge.tsx'

const Avatar = ({ t }: { t: Testimonial }) =>
  t.avatar_url ? (
    <img
      src={t.avatar_url}
      alt=""
      className="h-10 w-10 shrink-0 rounded-full bg-slate-100 object-cover dark:bg-slate-800"
    />
  ) : (
    <span
      aria-hidden="true"
      className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
    >
      {t.name.slice(0, 1).toUpperCase()}
    </span>
  )

export const TestimonialsTable = ({ testimonials }: { testimonials: Testimonial[] }) => {
  const act = useAdminAction()
  const columns: Column<Testimonial>[] = [
    {
      header: 'Person',
      cell: (t) => (
        <div className="flex min-w-0 items-center gap-3">
          <Avatar t={t} />
          <div className="min-w-0">
            <Link
              to={`/admin/testimonials/${t.id}/edit`}
              className="font-semibold text-slate-900 hover:text-brand-700 dark:text-white dark:hover:text-brand-300"
            >
              {t.name}
            </Link>
            <p className="truncate text-xs text-slate-600 dark:text-slate-400">
              {[t.position, t.company].filter(Boolean).join(' · ') || '—'}
            </p>
          </div>
        </div>
      ),
    },
    {
      header: 'Testimonial',
      mobile: 'hide',
      className: 'hidden lg:table-cell max-w-md',
      cell: (t) => <p className="line-clamp-2 text-slate-700 dark:text-slate-300">{t.content}</p>,
    },
    {
      header: 'Rating',
      mobile: 'hide',
      className: 'hidden md:table-cell whitespace-nowrap',
      cell: (t) => (
        <span className="inline-flex items-center gap-1 text-slate-700 dark:text-slate-300">
          <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden="true" />
          {t.rating}
          <span className="sr-only">out of 5</span>
        </span>
      ),
    },
    {
      header: 'Status',
      cell: (t) => (
        <div className="flex flex-wrap gap-1">
          <ActiveBadge active={t.is_active} />
          {t.approved ? null : (
            <Badge tone="amber" className="whitespace-nowrap">
              Awaiting approval
            </Badge>
          )}
          {t.source === 'request' ? <Badge tone="cyan">from a request</Badge> : null}
          {t.featured ? <Badge tone="violet">Featured</Badge> : null}
        </div>
      ),
    },
    {
      header: 'Actions',
      srOnlyHeader: true,
      className: 'w-px text-right',
      cell: (t) => (
        <div className="flex items-center justify-end gap-2">
          {t.approved ? null : (
            // Issue 23: approving took three steps (open, tick, save); it is one click here.
            <button
              type="button"
              className={buttonClass({ size: 'sm' })}
              onClick={() =>
                void act(() => adminApi.approveTestimonial(t.id), {
                  success: t.is_active
                    ? `The testimonial from ${t.name} was approved. It now shows on the home page.`
                    : `The testimonial from ${t.name} was approved. It shows on the site once you restore it.`,
                  failure: 'Failed to approve the testimonial',
                })
              }
            >
              <Check className="h-4 w-4" aria-hidden="true" />
              Approve
              <span className="sr-only"> the testimonial from {t.name}</span>
            </button>
          )}
          <RowActions
            name={t.name}
            noun="testimonial"
            editTo={`/admin/testimonials/${t.id}/edit`}
            active={t.is_active}
            onSoftDelete={() =>
              act(() => adminApi.softDeleteTestimonial(t.id), {
                success: `The testimonial from ${t.name} was deleted. It is hidden from the site until you restore it.`,
                failure: 'Failed to delete the testimonial',
              })
            }
            onRestore={() =>
              act(() => adminApi.restoreTestimonial(t.id), {
                success: `The testimonial from ${t.name} was restored.`,
                failure: 'Failed to restore the testimonial',
              })
            }
          />
        </div>
      ),
    },
  ]
  return <DataTable caption="Testimonials" columns={columns} rows={testimonials} rowKey={(t) => t.id} />
}
