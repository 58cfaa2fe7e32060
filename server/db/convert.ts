// Row ⇄ API conversions for the portable column types (STYLE.md: booleans 0/1, lists as JSON).
export const toBool = (v: number | boolean | null | undefined) => v === true || v === 1
export const fromBool = (v: boolean | undefined) => (v ? 1 : 0)

export const parseList = (v: string | null | undefined): string[] => {
  if (!v) return []
  try {
    const parsed: unknown = JSON.parse(v)
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
  }
}
export const toList = (v: readonly string[] | undefined) => JSON.stringify(v ?? [])

export const nowIso = () => new Date().toISOString()
export const today = () => new Date().toISOString().slice(0, 10)

/** Case-insensitive LIKE pattern for a user's search text, with %, _ and \ taken literally. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** URL-safe slug from a title: "Hello, World!" → "hello-world". */
export const slugify = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '') || 'item'

/** Unique, order-kept list without blanks; case-insensitive duplicates dropped. */
export const cleanList = (items: readonly string[]) => {
  const seen = new Set<string>()
  const out: string[] = []
  for (const raw of items) {
    const item = raw.trim()
    const key = item.toLowerCase()
    if (item && !seen.has(key)) {
      seen.add(key)
      out.push(item)
    }
  }
  return out
}

/** A numeric `{id}` that fits the id column, else null (so "9999999999999" is just not found). */
export const asRowId = (idOrSlug: string | number): number | null => {
  const n = typeof idOrSlug === 'number' ? idOrSlug : /^\d{1,10}$/.test(idOrSlug) ? Number(idOrSlug) : NaN
  return Number.isSafeInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : null
}
export const isNumericId = (idOrSlug: string | number) => typeof idOrSlug === 'number' || /^\d+$/.test(idOrSlug)
