import type { TestProject } from 'vitest/node'

import { startServer } from './server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

/**
 * Starts the real server once for all journeys (or uses E2E_BASE_URL when given) and hands its
 * address to the tests through `inject('baseUrl')`.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL.replace(/\/$/, ''))
    return
  }
  const server = await startServer()
  project.provide('baseUrl', server.url)
  return () => server.stop()
}
