import { Download } from 'lucide-react'
import { useState } from 'react'

import type { MessageStatusFilter } from '../../../../core/schemas/contact.ts'
import { buttonClass } from '../../../components/ui/button.ts'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/form-errors.ts'
import { toast } from '../../../lib/toast.ts'
import { adminApi } from '../api.ts'

/** Downloads the CSV of the current filter (the API needs the bearer token, so not a plain link). */
export const ExportButton = ({ status, search }: { status?: MessageStatusFilter; search?: string }) => {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const csv = await adminApi.exportMessages({ status, search })
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
      const a = document.createElement('a')
      a.href = url
      a.download = `messages-${new Date().toISOString().slice(0, 10)}.csv`
      a.click()
      URL.revokeObjectURL(url)
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to export the messages'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className={buttonClass({ variant: 'outline' })}
      onClick={() => void download()}
      disabled={busy}
    >
      {busy ? <Spinner /> : <Download className="h-4 w-4" aria-hidden="true" />}
      Export CSV
    </button>
  )
}
