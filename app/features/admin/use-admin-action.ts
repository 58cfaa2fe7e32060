import { useCallback } from 'react'
import { useRevalidator } from 'react-router'

import { errorMessage } from '../../lib/form-errors.ts'
import { toast } from '../../lib/toast.ts'

/** Runs a change, says what happened in a toast, and reloads the screen's data. */
export const useAdminAction = () => {
  const revalidator = useRevalidator()
  return useCallback(
    async (run: () => Promise<unknown>, messages: { success: string; failure: string }) => {
      try {
        await run()
      } catch (err) {
        toast.error(errorMessage(err, messages.failure))
        return false
      }
      // The screen shows the change by the time the toast says so.
      await revalidator.revalidate()
      toast.success(messages.success)
      return true
    },
    [revalidator],
  )
}
