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

/** `id`: a toast with the id of one still on screen replaces it instead of stacking a copy. */
type Options = { id?: string }

const show = (kind: Kind, message: string, options?: Options) => {
  if (!requested) {
    requested = true
    for (const l of listeners) l()
  }
  void Promise.all([import('sonner'), ready]).then(([{ toast: sonner }]) => {
    sonner[kind](message, options)
  })
}

export const toast = {
  success: (message: string, options?: Options) => show('success', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
  info: (message: string, options?: Options) => show('info', message, options),
}
