import { defineConfig } from 'vitest/config'

// Browser journeys (tests/e2e): the production build served by the real server on a free port
// with a temporary SQLite database (tests/e2e/support/global-setup.ts), driven by Debian's
// Chromium through playwright-core. `npm run test:e2e` builds first when needed.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.spec.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 4,
  },
})
