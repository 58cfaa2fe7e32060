import { useEffect } from 'react'
import { Toaster } from 'sonner'

import { TOAST_DURATION_MS } from '../../../core/constants.ts'
import { useTheme } from '../../lib/theme.ts'
import { toasterReady } from '../../lib/toast.ts'

/** SPEC.md §2, §9: toasts bottom-right for 4 seconds. */
export default function SonnerToaster() {
  const theme = useTheme()
  // Children's effects run first: sonner's <Toaster> is subscribed by the time this runs.
  useEffect(() => toasterReady(), [])
  return (
    <Toaster position="bottom-right" duration={TOAST_DURATION_MS} theme={theme ?? 'light'} richColors closeButton />
  )
}
