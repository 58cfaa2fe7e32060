import { Check, Copy } from 'lucide-react'
import { useState } from 'react'

import { buttonClass } from '../../../components/ui/button.ts'
import { Input } from '../../../components/ui/form.tsx'
import { toast } from '../../../lib/toast.ts'

/** A secret to copy (a new API key, a webhook's signing secret), with what it is and a Done button. */
export const SecretBox = ({
  id,
  label,
  note,
  secret,
  onDone,
}: {
  id: string
  /** The field's accessible name. */
  label: string
  note: string
  secret: string
  onDone: () => void
}) => {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret)
      setCopied(true)
      toast.success('Copied.')
    } catch {
      toast.error('Copy failed: select it and copy it by hand.')
    }
  }
  return (
    <div
      role="status"
      className="mt-5 space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700/60 dark:bg-amber-950/40"
    >
      <p className="text-sm font-medium text-amber-900 dark:text-amber-200">{note}</p>
      <Input
        id={id}
        aria-label={label}
        readOnly
        value={secret}
        onFocus={(e) => e.currentTarget.select()}
        className="font-mono text-base sm:text-xs"
      />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass({ size: 'sm' })} onClick={() => void copy()}>
          {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </button>
        <button type="button" className={buttonClass({ variant: 'ghost', size: 'sm' })} onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  )
}
