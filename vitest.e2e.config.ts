import { defineConfig } from 'vitest/config'

// Browser journeys (tests/e2e): the production build served by the real server on a free port
// with a temporary SQLite database (tests/e2e/support/global-setup.ts), driven by Debian's
// Chromium through playwright-core. `npm run test:e2e` builds first when needed.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.spec.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    // Upper bounds, not goals: generous enough for a slow or busy 2-core machine (a journey takes
    // a few seconds idle; CI once ran three times slower while other processes shared the cores,
    // and on 2026-11-27 a whole run took 3.5 times as long on a slow host: 1026 s instead of 290).
    testTimeout: 120_000,
    hookTimeout: 240_000,
    // expect.poll waits for what the page does asynchronously; it passes as soon as it holds.
    expect: { poll: { timeout: 20_000 } },
    // Two journeys at a time on a 2-core machine: with four, each with its Chromium, the load
    // average reached ~20 and a journey that takes 9 s alone ran past its 240 s bound (CI,
    // 2026-11-28; that run took 28 minutes). With two, the 54 files took 11 minutes on the same
    // machine idle, the load average ~9.
    maxWorkers: 2,
  },
})
