import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest'

import { takeViolations } from './conformance.ts'

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

// docs/api/platform.md: every answer an API test gets conforms to the OpenAPI document
// (server/test/conformance.ts). A mismatch fails the test that caused it; one from a file's
// beforeAll fails its first test, one from an afterAll the file.
const conforms = () => expect(takeViolations(), 'answers that do not conform to the OpenAPI document').toEqual([])
afterEach(conforms)
afterAll(conforms)
