import { Save } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '../../../components/ui/button.ts'
import { Spinner } from '../../../components/ui/spinner.tsx'

/** The bar at the bottom of an admin form: what state it is in, Cancel and Save. */
export const SaveBar = ({
  dirty,
  saving,
  cancelTo,
  saveLabel,
}: {
  dirty: boolean
  saving: boolean
  cancelTo: string
  saveLabel: string
}) => (
  <div
    data-save-bar
    className="sticky bottom-0 z-30 -mx-4 mt-6 border-t border-slate-200 bg-white/90 px-4 py-3 backdrop-blur-md sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8 dark:border-slate-800 dark:bg-slate-950/90"
  >
    <div className="mx-auto flex max-w-6xl items-center justify-end gap-3 sm:justify-between">
      <p className="sr-only text-sm text-slate-600 sm:not-sr-only dark:text-slate-400" aria-live="polite">
        {saving ? 'Saving…' : dirty ? 'You have unsaved changes' : 'No changes'}
      </p>
      <div className="flex gap-2">
        <Link to={cancelTo} className={buttonClass({ variant: 'outline' })}>
          Cancel
        </Link>
        <button type="submit" className={buttonClass()} disabled={saving}>
          {saving ? <Spinner label="Saving" /> : <Save className="h-4 w-4" aria-hidden="true" />}
          {saveLabel}
        </button>
      </div>
    </div>
  </div>
)
