import { defineConfig } from 'vitest/config'

import { preactAliases } from './app/vite/preact.ts'

// The API suite runs twice: once on a temporary SQLite file, once on a temporary PostgreSQL
// database (server/test/harness.ts creates and drops it). Pure unit tests run once.
const dbTests = ['server/**/*.test.ts']
// Process-level tests, run once: each starts its own services. The test of the real server
// process (`npm start`, SIGTERM) is a journey: tests/e2e/server-process.spec.ts.
const processTests = ['server/test/faults/*.test.ts']
// Component tests that mount components in a DOM (happy-dom): they run in `unit` on React, as
// `npm run dev` does, and again in `preact` on what the production browser build ships
// (preact/compat, app/vite/preact.ts; docs/decisions/011-one-renderer-in-tests.md).
const domTests = ['app/**/*.dom.test.tsx']

export default defineConfig({
  test: {
    setupFiles: ['server/test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', ...processTests],
        },
      },
      {
        extends: true,
        resolve: { alias: preactAliases() },
        test: {
          name: 'preact',
          include: domTests,
          environment: 'happy-dom',
          env: { FOLIO_RENDERER: 'preact' },
          // Packages that import React are run through Vite too, so that they get Preact as well.
          server: { deps: { inline: [/react-router/, /lucide-react/, /@radix-ui/, /react-hook-form/, /sonner/] } },
        },
      },
      {
        extends: true,
        test: { name: 'sqlite', include: dbTests, exclude: processTests, env: { TEST_DB: 'sqlite' } },
      },
      {
        extends: true,
        test: { name: 'postgres', include: dbTests, exclude: processTests, env: { TEST_DB: 'postgres' } },
      },
    ],
  },
})
