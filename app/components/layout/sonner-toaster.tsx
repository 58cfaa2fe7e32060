import { useEffect } from 'react'
import { Toaster } from 'sonner'

import { TOAST_DURATION_MS } from '../../../core/constants.ts'
import { useTheme } from '../../lib/theme.ts'
import { toasterReady } from '../../lib/toast.ts'

/**
 * SPEC.md §2, §9: toasts bottom-right for 4 seconds; above an admin form's save bar when there is
 * one (app.css sets the offsets; sonner's own defaults otherwise, 16 px on phones).
 */
export default function SonnerToaster() {
  const theme = useTheme()
  // Children's effects run first: sonner's <Toaster> is subscribed by the time this runs.
  useEffect(() => toasterReady(), [])
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      offset={{ bottom: 'var(--toast-bottom, 24px)' }}
      mobileOffset={{ bottom: 'var(--toast-bottom-phone, 16px)' }}
      theme={theme ?? 'light'}
      richColors
      closeButton
    />
  )
}
