import * as Dialog from '@radix-ui/react-dialog'
import { AlertTriangle, Info } from 'lucide-react'
import { type ReactNode, useState } from 'react'

import { buttonClass } from '../../../components/ui/button.ts'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { cn } from '../../../lib/cn.ts'

export interface ConfirmOptions {
  title: string
  description: ReactNode
  confirmLabel: string
  cancelLabel?: string
  tone?: 'danger' | 'neutral'
}

/**
 * A modal question with Cancel and a confirm button; the confirm button shows a spinner while
 * `onConfirm` runs and the dialog closes when it settles.
 */
export const ConfirmDialog = ({
  open,
  onOpenChange,
  onConfirm,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
}: ConfirmOptions & {
  open: boolean
  onOpenChange: (open: boolean) => void
  onConfirm: () => unknown
}) => {
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      await onConfirm()
    } finally {
      setBusy(false)
      onOpenChange(false)
    }
  }
  const Icon = tone === 'danger' ? AlertTriangle : Info
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          role="alertdialog"
          className="animate-zoom-in fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl outline-none dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex gap-4">
            <span
              className={cn(
                'grid h-10 w-10 shrink-0 place-items-center rounded-full',
                tone === 'danger'
                  ? 'bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300'
                  : 'bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-300',
              )}
            >
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">{title}</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">
                {description}
              </Dialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClass({ variant: 'outline' })} disabled={busy}>
              {cancelLabel}
            </Dialog.Close>
            <button
              type="button"
              className={buttonClass({
                className:
                  tone === 'danger' ? 'bg-rose-700 shadow-rose-700/20 hover:bg-rose-800 active:bg-rose-900' : undefined,
              })}
              onClick={() => void confirm()}
              disabled={busy}
            >
              {busy ? <Spinner label="Working" /> : null}
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
