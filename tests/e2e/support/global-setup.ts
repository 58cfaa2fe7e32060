import type { TestProject } from 'vitest/node'

import { startServer } from './server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    adminBaseUrl: string
  }
}

/**
 * Starts the real server for the journeys (or uses E2E_BASE_URL when given) and hands its
 * address to the tests through `inject`. Two servers with their own databases: one for the
 * visitor journeys, which count on the sample content, and one for the admin and sign-in
 * journeys, which change it while the others run in parallel.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    const url = process.env.E2E_BASE_URL.replace(/\/$/, '')
    project.provide('baseUrl', url)
    project.provide('adminBaseUrl', url)
    return
  }
  const [visitors, admin] = await Promise.all([startServer(), startServer()])
  project.provide('baseUrl', visitors.url)
  project.provide('adminBaseUrl', admin.url)
  return async () => {
    await Promise.all([visitors.stop(), admin.stop()])
  }
}
