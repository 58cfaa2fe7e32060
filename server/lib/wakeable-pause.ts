/**
 * The sleep of a background sender's loops (webhooks, newsletter): a pause ends after its time,
 * when `wake` is called (work was queued: look now) or when `signal` aborts (the sender stops).
 * `wake` ends every pause under way, so each loop looks for work again.
 */
export const wakeablePauses = () => {
  const waiting = new Set<() => void>()
  return {
    pause: (ms: number, signal: AbortSignal) =>
      new Promise<void>((resolve) => {
        if (signal.aborted) return resolve()
        const t = setTimeout(done, ms)
        function done() {
          clearTimeout(t)
          waiting.delete(done)
          signal.removeEventListener('abort', done)
          resolve()
        }
        waiting.add(done)
        signal.addEventListener('abort', done)
      }),
    wake: () => {
      for (const done of [...waiting]) done()
    },
  }
}
