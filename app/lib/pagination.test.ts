import { describe, expect, test } from 'vitest'

import { pageItems, pageParam } from './pagination.ts'

describe('pageItems (SPEC.md §4 ellipsis pagination)', () => {
  test('shows every page when there are 7 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
  test('shows the first, the last and the neighbours of the current page with ellipses', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'ellipsis-end', 10])
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10])
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis-start', 9, 10])
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10])
  })
})

describe('pageParam', () => {
  test('accepts positive integers and falls back to 1', () => {
    expect(pageParam('3')).toBe(3)
    expect(pageParam(null)).toBe(1)
    expect(pageParam('0')).toBe(1)
    expect(pageParam('-2')).toBe(1)
    expect(pageParam('1.5')).toBe(1)
    expect(pageParam('abc')).toBe(1)
  })
})
