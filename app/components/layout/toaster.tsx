import { lazy, Suspense, useSyncExternalStore } from 'react'

import { subscribeToasts, toastsRequested } from '../../lib/toast.ts'

const SonnerToaster = lazy(() => import('./sonner-toaster.tsx'))

/** Mounts sonner's toaster the first time a toast is asked for (lib/toast.ts). */
export const Toaster = () => {
  const wanted = useSyncExternalStore(subscribeToasts, toastsRequested, () => false)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  )
}
