// Toasts without sonner in the first page load: the library and its <Toaster> are fetched on the
// first toast (every toast follows an interaction), keeping the home page's JavaScript small.
type Kind = 'success' | 'error' | 'info'

let requested = false
const listeners = new Set<() => void>()
let markReady: () => void = () => {}
const ready = new Promise<void>((resolve) => {
  markReady = resolve
})

export const subscribeToasts = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
export const toastsRequested = () => requested
/** Called by the mounted <Toaster> once it listens. */
export const toasterReady = () => markReady()

const show = (kind: Kind, message: string) => {
  if (!requested) {
    requested = true
    for (const l of listeners) l()
  }
  void Promise.all([import('sonner'), ready]).then(([{ toast: sonner }]) => {
    sonner[kind](message)
  })
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
}
