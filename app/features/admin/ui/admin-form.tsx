import type { BaseSyntheticEvent, ReactNode } from 'react'

import { FormAlert } from '../../../components/ui/form.tsx'
import { SaveBar } from './save-bar.tsx'

/**
 * The chrome of an admin create/edit form: the "not saved" box above the fields, the sticky
 * save bar and the unsaved-changes dialog. The state comes from `useAdminForm`.
 */
export const AdminForm = ({
  label,
  alertTitle,
  cancelTo,
  saveLabel,
  onSubmit,
  serverError,
  dirty,
  saving,
  dialog,
  children,
}: {
  label: string
  alertTitle: string
  cancelTo: string
  saveLabel: string
  onSubmit: (ev: BaseSyntheticEvent) => Promise<void>
  serverError: string | null
  dirty: boolean
  saving: boolean
  dialog: ReactNode
  children: ReactNode
}) => (
  <form noValidate onSubmit={(ev) => void onSubmit(ev)} aria-label={label}>
    <div className="mb-5">
      <FormAlert title={alertTitle} message={serverError} />
    </div>
    {children}
    <SaveBar dirty={dirty} saving={saving} cancelTo={cancelTo} saveLabel={saveLabel} />
    {dialog}
  </form>
)
