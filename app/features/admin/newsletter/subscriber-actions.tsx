import { Download, Trash2, Upload } from 'lucide-react'
import { useRef, useState } from 'react'
import { useRevalidator } from 'react-router'

import type { Subscriber, SubscriberStatus } from '../../../../core/schemas/newsletter.ts'
import { buttonClass } from '../../../components/ui/button.ts'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/form-errors.ts'
import { toast } from '../../../lib/toast.ts'
import { adminApi } from '../api.ts'
import { ConfirmDialog } from '../ui/confirm-dialog.tsx'

/** Export CSV (the current filter) and Import CSV (email, name, consent columns). */
export const SubscriberFileButtons = ({ status, search }: { status?: SubscriberStatus; search?: string }) => {
  const [busy, setBusy] = useState<'export' | 'import' | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const revalidator = useRevalidator()
  const download = async () => {
    setBusy('export')
    try {
      const csv = await adminApi.exportSubscribers({ status, search })
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
      const a = document.createElement('a')
      a.href = url
      a.download = `subscribers-${new Date().toISOString().slice(0, 10)}.csv`
      a.click()
      URL.revokeObjectURL(url)
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to export the subscribers'))
    } finally {
      setBusy(null)
    }
  }
  const upload = async (file: File) => {
    setBusy('import')
    try {
      const r = await adminApi.importSubscribers(file)
      const errors = r.errors.length
        ? ` ${r.errors.length} refused (line ${r.errors.map((e) => e.line).join(', ')}).`
        : ''
      toast.success(`Imported: ${r.active} active, ${r.pending} asked to confirm, ${r.skipped} unchanged.${errors}`)
      void revalidator.revalidate()
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to import the subscribers'))
    } finally {
      setBusy(null)
      if (input.current) input.current.value = ''
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        id="subscribers-import"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0]
          if (file) void upload(file)
        }}
      />
      <label
        htmlFor="subscribers-import"
        className={buttonClass({ variant: 'outline' })}
        title="A CSV with an email column; name and consent (true/yes/1) optional"
      >
        {busy === 'import' ? <Spinner /> : <Upload className="h-4 w-4" aria-hidden="true" />}
        Import CSV
      </label>
      <button
        type="button"
        className={buttonClass({ variant: 'outline' })}
        onClick={() => void download()}
        disabled={busy !== null}
      >
        {busy === 'export' ? <Spinner /> : <Download className="h-4 w-4" aria-hidden="true" />}
        Export CSV
      </button>
    </div>
  )
}

export const DeleteSubscriberButton = ({ subscriber }: { subscriber: Subscriber }) => {
  const [open, setOpen] = useState(false)
  const revalidator = useRevalidator()
  return (
    <>
      <button
        type="button"
        className={buttonClass({ variant: 'ghost', size: 'sm' })}
        aria-label={`Delete ${subscriber.email}`}
        onClick={() => setOpen(true)}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this subscriber?"
        description={`${subscriber.email} and their emails not sent yet are removed. Their links stop working.`}
        confirmLabel="Delete"
        onConfirm={async () => {
          try {
            await adminApi.deleteSubscriber(subscriber.id)
            toast.success('Subscriber deleted.')
            void revalidator.revalidate()
          } catch (err) {
            toast.error(errorMessage(err, 'Failed to delete the subscriber'))
          }
        }}
      />
    </>
  )
}
