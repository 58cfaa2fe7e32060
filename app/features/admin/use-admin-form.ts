import { useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

import { applyServerErrors, errorMessage } from '../../lib/form-errors.ts'
import { toast } from '../../lib/toast.ts'
import { useUnsavedChanges } from './use-unsaved-changes.tsx'

/**
 * Saving an admin form: validates, calls `save`, and on failure shows the server's message in
 * the error box and a toast, with the 422's field errors under their fields (or `mapServerError`).
 * Guards unsaved changes; `save` gets `allowLeave` to call before it navigates away.
 * Spread the result into `<AdminForm>`.
 */
export const useAdminForm = <V extends FieldValues, C, O>(
  form: UseFormReturn<V, C, O>,
  {
    fields,
    fallback,
    save,
    mapServerError = (err) => applyServerErrors(err, form.setError, fields),
  }: {
    fields: readonly string[]
    fallback: string
    save: (values: O, allowLeave: () => void) => Promise<void>
    mapServerError?: (err: unknown, message: string) => void
  },
) => {
  const [serverError, setServerError] = useState<string | null>(null)
  const { isDirty, isSubmitting } = form.formState
  const { allowLeave, dialog } = useUnsavedChanges(isDirty && !isSubmitting)
  const onSubmit = form.handleSubmit(
    async (values) => {
      setServerError(null)
      try {
        await save(values, allowLeave)
      } catch (err) {
        const message = errorMessage(err, fallback)
        mapServerError(err, message)
        setServerError(message)
        toast.error(message)
      }
    },
    () => toast.error('Please correct the highlighted fields.'),
  )
  return { onSubmit, serverError, dirty: isDirty, saving: isSubmitting, dialog }
}
