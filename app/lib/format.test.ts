import { describe, expect, test } from 'vitest'

import { stripHtml } from '../../core/text.ts'
import { categoryLabel, categoryName, compactNumber, formatDate, relativeTime } from './format.ts'

describe('formatDate (SPEC.md §2: MMM dd, yyyy)', () => {
  test('formats dates and timestamps in UTC', () => {
    expect(formatDate('2024-01-05')).toBe('Jan 05, 2024')
    expect(formatDate('2026-11-21T23:59:00.000Z')).toBe('Nov 21, 2026')
  })
  test('shows an unparsable date as given, and nothing for no date', () => {
    expect(formatDate('sometime in 2024')).toBe('sometime in 2024')
    expect(formatDate(null)).toBe('')
  })
})

describe('relativeTime', () => {
  const now = Date.parse('2026-11-21T12:00:00Z')
  test('uses the largest whole unit with an "ago" suffix', () => {
    expect(relativeTime('2026-11-21T11:59:30Z', now)).toBe('just now')
    expect(relativeTime('2026-11-21T11:55:00Z', now)).toBe('5 minutes ago')
    expect(relativeTime('2026-11-20T12:00:00Z', now)).toBe('1 day ago')
    expect(relativeTime('2026-09-01', now)).toBe('2 months ago')
    expect(relativeTime('2024-01-01', now)).toBe('2 years ago')
  })
  test('says "just now" for a moment ago or a clock a few minutes behind, a date for the future', () => {
    expect(relativeTime('2026-11-21T12:00:00Z', now)).toBe('just now')
    expect(relativeTime('2026-11-21T12:00:40Z', now)).toBe('just now')
    expect(relativeTime('2026-11-21T12:04:59Z', now)).toBe('just now')
    expect(relativeTime('2026-11-22T12:00:00Z', now)).toBe('Nov 22, 2026')
  })
  test('is empty for an unparsable date', () => {
    expect(relativeTime('not a date', now)).toBe('')
  })
})

describe('labels', () => {
  test('category label: underscores as spaces, upper case (SPEC.md §2)', () => {
    expect(categoryLabel('ai_ml')).toBe('AI ML')
    expect(categoryLabel('backend')).toBe('BACKEND')
  })
  test('category name for filters and sentences', () => {
    expect(categoryName('fullstack')).toBe('Full-stack')
    expect(categoryName('data_science')).toBe('Data science')
  })
  test('compact numbers and plain text from HTML', () => {
    expect(compactNumber(999)).toBe('999')
    expect(compactNumber(1175)).toBe('1.2k')
    expect(compactNumber(2000)).toBe('2k')
    expect(stripHtml('<p>Hello <b>world</b> &amp; more</p>')).toBe('Hello world & more')
  })
})
