import { lazy, Suspense, useRef, useState } from 'react'

import { CERTIFICATE_MODAL_CLEAR_DELAY_MS } from '../../../core/constants.ts'
import type { Certificate } from '../../../core/schemas/certificate.ts'
import { CertificateCard, coverClass } from './certificate-card.tsx'

const loadModal = () => import('./certificate-modal.tsx')
const CertificateModal = lazy(loadModal)

/**
 * The certificate cards; each opens its details in a modal, whose code loads on first hover or focus.
 * `opened`: a certificate whose modal is open on arrival (/certificates?open=<id>).
 */
export const CertificateGrid = ({
  certificates,
  opened = null,
}: {
  certificates: Certificate[]
  opened?: Certificate | null
}) => {
  const [selected, setSelected] = useState<Certificate | null>(opened)
  const [open, setOpen] = useState(!!opened)
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
      <ul className="cards-deferred grid gap-6 md:grid-cols-2 lg:grid-cols-3">
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
      {selected ? (
        <Suspense fallback={null}>
          <CertificateModal certificate={selected} open={open} onOpenChange={onOpenChange} returnFocusTo={opener} />
        </Suspense>
      ) : null}
    </>
  )
}
