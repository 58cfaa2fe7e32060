/**
 * A path with its query: empty values are left out, so a filter that is cleared disappears
 * from the URL. Pair it with the typed `href()`: `withQuery(href('/blogs'), { tag })`.
 */
export const withQuery = (path: string, params: Record<string, string | null | undefined>) => {
  const s = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v) s.set(k, v)
  const q = s.toString()
  return q ? `${path}?${q}` : path
}
