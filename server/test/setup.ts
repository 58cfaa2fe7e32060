import { afterEach, beforeEach, expect, vi } from 'vitest'

// STYLE.md: an unexpected console.error fails the test.
let errors: unknown[][] = []
beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  expect(errors, `console.error was called: ${JSON.stringify(errors)}`).toEqual([])
})
