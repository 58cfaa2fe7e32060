import { useCallback, useEffect, useRef } from 'react'
import { useBlocker } from 'react-router'

import { ConfirmDialog } from './ui/confirm-dialog.tsx'

/**
 * Warns before unsaved changes are lost: a dialog for navigations inside the app (useBlocker),
 * the browser's own prompt for reloads and closing the tab (beforeunload). Call `allowLeave()`
 * right before navigating away after a successful save.
 */
export const useUnsavedChanges = (dirty: boolean) => {
  const leaving = useRef(false)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  )

  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (leaving.current) return
      e.preventDefault()
      // Older browsers need returnValue set to show the prompt.
      e.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [dirty])

  const allowLeave = useCallback(() => {
    leaving.current = true
  }, [])

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && !leaving.current && blocker.state === 'blocked') blocker.reset()
      }}
      onConfirm={() => {
        leaving.current = true
        blocker.proceed?.()
      }}
      title="Leave without saving?"
      description="You have changes that are not saved yet. If you leave this page now, they will be lost."
      confirmLabel="Leave without saving"
      cancelLabel="Stay on this page"
    />
  )
  return { allowLeave, dialog }
}
