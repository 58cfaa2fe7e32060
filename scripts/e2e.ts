// `npm run test:e2e`: build the web app when build/ is missing or older than its sources, then
// run the browser journeys (vitest.e2e.config.ts starts and stops the server).
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'

import { ensureBuild } from './ensure-build.ts'

const root = new URL('..', import.meta.url).pathname
if (!ensureBuild('e2e')) process.exit(1)

const res = spawnSync(
  process.execPath,
  [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, FOLIO_E2E: '1' } },
)
process.exit(res.status ?? 1)
