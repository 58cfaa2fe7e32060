// `npm test` (what CI runs): every check, in order of cost, stopping at the first failure —
// format, lint, types, dead code (knip), unit and component tests (on React, then on Preact), API
// tests on SQLite and PostgreSQL, then browser journeys.
// Ends with one line "tests: N passed, N failed" counting the test cases that ran.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { ensureBuild } from './ensure-build.ts'

const root = new URL('..', import.meta.url).pathname
const bin = (name: string) => join(root, 'node_modules/.bin', name)
const tmp = mkdtempSync(join(tmpdir(), 'folio-test-report-'))
let passed = 0
let failed = 0

const run = (title: string, cmd: string, args: string[], env: Record<string, string> = {}) => {
  console.log(`\n▶ ${title}`)
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  return res.status === 0
}

interface VitestReport {
  numPassedTests: number
  numFailedTests: number
}
const vitest = (title: string, args: string[], env: Record<string, string> = {}) => {
  const out = join(tmp, `${title.replace(/\W+/g, '-')}.json`)
  const ok = run(
    title,
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args],
    env,
  )
  try {
    const report = JSON.parse(readFileSync(out, 'utf8')) as VitestReport
    passed += report.numPassedTests
    failed += report.numFailedTests
  } catch {
    if (!ok) failed += 1
  }
  return ok
}

const steps: (() => boolean)[] = [
  () => run('format check (prettier)', bin('prettier'), ['--check', '.', '--log-level', 'warn']),
  () => run('lint (eslint)', bin('eslint'), ['.']),
  () => run('typecheck (react-router typegen + tsc)', 'npm', ['run', '--silent', 'typecheck']),
  // After typegen, which writes the route types knip follows.
  () => run('dead code and unused dependencies (knip)', bin('knip'), ['--no-config-hints']),
  // Built before the tests: the process test runs `npm start`, the journeys run the build.
  () => ensureBuild('web app'),
  // Every vitest project: unit, component tests again on Preact (what the browser build ships),
  // and the API on SQLite and PostgreSQL.
  () => vitest('unit, component (React and Preact) and API tests (SQLite and PostgreSQL)', []),
  () => vitest('browser journeys (Chromium)', ['--config', 'vitest.e2e.config.ts'], { FOLIO_E2E: '1' }),
]

let ok = true
for (const step of steps) {
  if (!step()) {
    ok = false
    break
  }
}
rmSync(tmp, { recursive: true, force: true })
console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(ok && failed === 0 ? 0 : 1)
