/**
 * A module or object loaded on first use and then shared, for the pieces the server only needs
 * now and then (sharp, the Markdown renderer, KaTeX, the diagram library). A failed load is not
 * kept: the next use tries again, so a passing fault (a full disk, a missing file being restored)
 * does not break the feature until a restart.
 */
export const lazyRetrying = <T>(load: () => Promise<T>) => {
  let loading: Promise<T> | undefined
  return {
    get: (): Promise<T> => {
      if (loading) return loading
      const attempt = load()
      loading = attempt
      attempt.catch(() => {
        if (loading === attempt) loading = undefined
      })
      return attempt
    },
    /** Forgets what was loaded (the next use loads again) and hands it over, if anything was. */
    take: (): Promise<T> | undefined => {
      const taken = loading
      loading = undefined
      return taken
    },
  }
}
