import * as Dialog from '@radix-ui/react-dialog'
import { Award, BadgeCheck, Calendar, ExternalLink, Hash, X } from 'lucide-react'

import type { Certificate } from '../../../core/schemas/certificate.ts'
import { buttonClass } from '../../components/ui/button.ts'
import { CoverImage } from '../../components/ui/cover-image.tsx'
import { ExpiryNote } from '../../components/ui/expiry-note.tsx'
import { formatDate, isoDate } from '../../lib/format.ts'

const Fact = ({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) => (
  <div>
    <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
      {icon}
      {label}
    </dt>
    <dd className="mt-1 pl-6 text-sm font-medium break-all text-slate-900 dark:text-white">{children}</dd>
  </div>
)

/** The certificate detail modal (SPEC.md §2); the page keeps the selection 300 ms after closing. */
export default function CertificateModal({
  certificate: c,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  certificate: Certificate
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The control that opened the modal: focus goes back to it when the modal closes. */
  returnFocusTo?: HTMLElement | null
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            if (!returnFocusTo) return
            e.preventDefault()
            returnFocusTo.focus()
          }}
          className="animate-zoom-in fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-slate-200 bg-white shadow-2xl dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="relative aspect-[16/8] overflow-hidden bg-gradient-to-br from-slate-100 to-slate-200 dark:from-slate-800 dark:to-slate-900">
            {c.image_url ? (
              <CoverImage
                src={c.image_url}
                alt={`${c.title} certificate`}
                sizes="(min-width: 44rem) 42rem, calc(100vw - 2rem)"
                priority
                className="h-full w-full"
              />
            ) : (
              <div className="grid h-full place-items-center">
                <Award className="h-16 w-16 text-brand-600 dark:text-brand-400" aria-hidden="true" />
              </div>
            )}
            <Dialog.Close
              className="absolute top-3 right-3 grid h-10 w-10 place-items-center rounded-full bg-white/90 text-slate-700 shadow-md backdrop-blur hover:bg-white dark:bg-slate-900/90 dark:text-slate-200"
              aria-label="Close"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="p-6 sm:p-8">
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-400">
              {c.category}
            </p>
            <Dialog.Title className="mt-2 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
              {c.title}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-slate-600 dark:text-slate-400">
              {c.issuer}
              {c.platform && c.platform !== c.issuer ? ` · ${c.platform}` : ''}
            </Dialog.Description>
            <ExpiryNote certificate={c} className="mt-3" />
            {c.description ? (
              <p className="mt-5 leading-7 text-slate-700 dark:text-slate-300">{c.description}</p>
            ) : null}
            <dl className="mt-6 grid gap-5 rounded-xl border border-slate-200 p-5 sm:grid-cols-2 dark:border-slate-800">
              {c.issued_date ? (
                <Fact icon={<Calendar className="h-4 w-4" aria-hidden="true" />} label="Issued">
                  <time dateTime={isoDate(c.issued_date)}>{formatDate(c.issued_date)}</time>
                </Fact>
              ) : null}
              <Fact icon={<Calendar className="h-4 w-4" aria-hidden="true" />} label="Expires">
                {c.expiry_date ? (
                  <time dateTime={isoDate(c.expiry_date)}>{formatDate(c.expiry_date)}</time>
                ) : (
                  'No expiry'
                )}
              </Fact>
              {c.certificate_id ? (
                <Fact icon={<Hash className="h-4 w-4" aria-hidden="true" />} label="Credential ID">
                  <span className="font-mono">{c.certificate_id}</span>
                </Fact>
              ) : null}
              <Fact icon={<BadgeCheck className="h-4 w-4" aria-hidden="true" />} label="Status">
                {c.verified ? 'Verified' : 'Not verified'}
              </Fact>
            </dl>
            {c.skills.length > 0 ? (
              <div className="mt-6">
                <h3 className="text-sm font-semibold text-slate-900 dark:text-white">Skills</h3>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {c.skills.map((s) => (
                    <li
                      key={s}
                      className="rounded-lg bg-slate-100 px-2.5 py-1 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300"
                    >
                      {s}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className="mt-8 flex flex-wrap gap-3">
              {c.credential_url ? (
                <a href={c.credential_url} target="_blank" rel="noopener noreferrer" className={buttonClass()}>
                  <ExternalLink className="h-4 w-4" aria-hidden="true" />
                  Verify credential
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : null}
              <Dialog.Close className={buttonClass({ variant: 'outline' })}>Close</Dialog.Close>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
