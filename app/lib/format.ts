import { CATEGORY_NAMES } from '../../core/constants.ts'

// Display formatting shared by server render and browser: everything in UTC with fixed month
// names, so the server's HTML and the hydrated page always agree.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

// ISO 8601 only: Date's own parser accepts almost anything ("sometime in 2024" is Jan 1).
const ISO = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/

const parse = (input: string | null | undefined): Date | null => {
  if (!input || !ISO.test(input)) return null
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(input) ? `${input}T00:00:00Z` : input)
  return Number.isNaN(d.getTime()) ? null : d
}

/** SPEC.md §2: "Jan 05, 2024" (MMM dd, yyyy); a date that fails to parse is shown as given. */
export const formatDate = (input: string | null | undefined): string => {
  if (!input) return ''
  const d = parse(input)
  if (!d) return input
  return `${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, '0')}, ${d.getUTCFullYear()}`
}

/** ISO date for `<time dateTime>`, or undefined when unparsable. */
/**
 * "Tue, Nov 24, 2026, 09:00" in `timeZone` (default: the browser's), followed by the zone's
 * short name ("GMT+1") when `withZone`.
 */
export const formatDateTime = (iso: string, opts: { timeZone?: string; withZone?: boolean } = {}) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(opts.withZone ? { timeZoneName: 'short' as const } : {}),
    timeZone: opts.timeZone,
  }).format(new Date(iso))

export const isoDate = (input: string | null | undefined) => parse(input)?.toISOString()

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/** A date this little in the future is clock skew (server vs browser): "just now", not a date. */
const SKEW_SECONDS = 5 * 60

/** "3 months ago", "just now"; empty when unparsable. */
export const relativeTime = (input: string | null | undefined, now: number): string => {
  const d = parse(input)
  if (!d) return ''
  const seconds = Math.round((now - d.getTime()) / 1000)
  if (seconds < -SKEW_SECONDS) return formatDate(input)
  for (const [unit, size] of UNITS) {
    const n = Math.floor(seconds / size)
    if (n >= 1) return `${n} ${unit}${n === 1 ? '' : 's'} ago`
  }
  return 'just now'
}

/** SPEC.md §2: category label with underscores shown as spaces, upper case ("AI ML"). */
export const categoryLabel = (category: string) => category.replace(/_/g, ' ').toUpperCase()

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

export const compactNumber = (n: number) =>
  n >= 1_000_000
    ? `${(n / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`
    : n >= 1000
      ? `${(n / 1000).toFixed(1).replace(/\.0$/, '')}k`
      : String(n)

/** A category for filter lists and sentences ("Full-stack"); cards use categoryLabel. */
export const categoryName = (category: string) =>
  (CATEGORY_NAMES as Record<string, string>)[category] ??
  category.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase())
