import { defineConfig } from 'vitest/config'

// The API suite runs twice: once on a temporary SQLite file, once on a temporary PostgreSQL
// database (server/test/harness.ts creates and drops it). Pure unit tests run once.
const dbTests = ['server/**/*.test.ts']
// Process-level tests, run once: each starts its own services. The test of the real server
// process (`npm start`, SIGTERM) is a journey: tests/e2e/server-process.spec.ts.
const processTests = ['server/test/faults/*.test.ts']

export default defineConfig({
  test: {
    setupFiles: ['server/test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['core/**/*.test.ts', 'app/**/*.test.{ts,tsx}', ...processTests] },
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
