import { useEffect } from 'react'

import { takeFlash } from '../../lib/session.ts'
import { toast } from '../../lib/toast.ts'

/** Shows a message left for the next page load (SPEC.md §4: "Login successful!" then /admin). */
export const useFlashToast = () =>
  useEffect(() => {
    const flash = takeFlash()
    if (flash) toast.success(flash)
  }, [])
