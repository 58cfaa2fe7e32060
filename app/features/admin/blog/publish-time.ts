// The owner schedules in their own time zone (the browser's); the server stores UTC.

import { formatDateTime } from '../../../lib/format.ts'

const pad = (n: number) => String(n).padStart(2, '0')

/** The browser's time zone with its current offset: "Europe/Berlin (GMT+1)". */
export const zoneLabel = (at = new Date()) => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const offset = new Intl.DateTimeFormat('en-US', { timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value
  return offset && offset !== zone ? `${zone} (${offset})` : zone
}

/** "Tue, Nov 24, 2026, 09:00" in the browser's time zone. */
export const formatLocalDateTime = (iso: string) => formatDateTime(iso)

/** An instant as the values of `<input type="date">` and `<input type="time">`, local time. */
export const toLocalInputs = (iso: string) => {
  const d = new Date(iso)
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  }
}

/** Local date and time inputs → the UTC instant (ISO 8601), or null when incomplete. */
export const fromLocalInputs = (date: string, time: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}(:\d{2})?$/.test(time)) return null
  const d = new Date(`${date}T${time}`)
  return Number.isNaN(d.getTime()) ? null : d.toISOString()
}

/** Where the Schedule… inputs start: the post's own future time, else tomorrow at 09:00. */
export const defaultScheduleTime = (publishedAt: string | null, now = Date.now()) => {
  if (publishedAt && Date.parse(publishedAt) > now) return publishedAt
  const d = new Date(now)
  d.setDate(d.getDate() + 1)
  d.setHours(9, 0, 0, 0)
  return d.toISOString()
}
