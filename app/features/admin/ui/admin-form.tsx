import type { BaseSyntheticEvent, ReactNode } from 'react'

import { FormAlert } from '../../../components/ui/form.tsx'
import { SaveBar } from './save-bar.tsx'

/**
 * The chrome of an admin create/edit form: the "not saved" box above the fields, the sticky
 * save bar and the unsaved-changes dialog, worded for its `noun` ("Edit project", "The project
 * was not saved", "Create project" / "Save changes"). The state comes from `useAdminForm`.
 */
export const AdminForm = ({
  noun,
  editing,
  createLabel = `Create ${noun}`,
  cancelTo,
  onSubmit,
  serverError,
  dirty,
  saving,
  dialog,
  children,
}: {
  noun: string
  editing: boolean
  createLabel?: string
  cancelTo: string
  onSubmit: (ev: BaseSyntheticEvent) => Promise<void>
  serverError: string | null
  dirty: boolean
  saving: boolean
  dialog: ReactNode
  children: ReactNode
}) => (
  <form noValidate onSubmit={(ev) => void onSubmit(ev)} aria-label={editing ? `Edit ${noun}` : `New ${noun}`}>
    <div className="mb-5">
      <FormAlert title={`The ${noun} was not saved`} message={serverError} />
    </div>
    {children}
    <SaveBar dirty={dirty} saving={saving} cancelTo={cancelTo} saveLabel={editing ? 'Save changes' : createLabel} />
    {dialog}
  </form>
)

/** The two columns of an admin form: the content (two thirds) and the settings beside it. */
export const FormColumns = ({ main, side }: { main: ReactNode; side: ReactNode }) => (
  <div className="grid gap-6 lg:grid-cols-3">
    <div className="space-y-6 lg:col-span-2">{main}</div>
    <div className="space-y-6">{side}</div>
  </div>
)
