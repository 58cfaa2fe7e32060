export type PageItem = number | 'ellipsis-start' | 'ellipsis-end'

/**
 * SPEC.md §4: every page number when there are 7 or fewer pages; otherwise the first, the
 * last, the current page's neighbours, and an ellipsis for each gap.
 */
export const pageItems = (current: number, pages: number): PageItem[] => {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1)
  const items: PageItem[] = [1]
  const start = Math.max(2, current - 1)
  const end = Math.min(pages - 1, current + 1)
  if (start > 2) items.push('ellipsis-start')
  for (let p = start; p <= end; p++) items.push(p)
  if (end < pages - 1) items.push('ellipsis-end')
  items.push(pages)
  return items
}

/** A positive page number from a query value, 1 when absent or invalid. */
export const pageParam = (value: string | null) => {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1
}
