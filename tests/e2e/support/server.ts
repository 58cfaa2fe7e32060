import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'

import { SERVER_ENTRY } from '../../../scripts/build-server.ts'
import { freePort } from '../../../server/test/ports.ts'

const root = new URL('../../..', import.meta.url).pathname

export const ADMIN = { email: 'e2e-admin@example.com', password: 'E2e-Admin-Pass1!' }

/** Extra projects beyond the sample content, so /projects has more than one batch of 12. */
export const BATCH_TECHNOLOGY = 'E2E Batch'
export const BATCH_PROJECTS = 14

const waitForHealth = async (url: string, child: ChildProcess, log: () => string) => {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`)
    try {
      const res = await fetch(`${url}/api/v1/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150))
  }
  throw new Error(`server did not become healthy in 120 s:\n${log()}`)
}

const seedBatchProjects = async (url: string) => {
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
  })
  if (!login.ok) throw new Error(`e2e seed: login failed (${login.status}) ${await login.text()}`)
  const { access_token } = (await login.json()) as { access_token: string }
  for (let i = 1; i <= BATCH_PROJECTS; i++) {
    const res = await fetch(`${url}/api/v1/admin/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      body: JSON.stringify({
        title: `Batch Sample Project ${String(i).padStart(2, '0')}`,
        short_description: 'A small internal tool used to check that project lists load in batches.',
        description: '<p>Sample project created by the end-to-end tests.</p>',
        category: 'devops',
        technologies: [BATCH_TECHNOLOGY, 'Docker'],
        featured: false,
        completed: true,
        complexity_score: 3,
        start_date: '2020-01-01',
      }),
    })
    if (res.status !== 201) throw new Error(`e2e seed: project ${i} not created (${res.status}) ${await res.text()}`)
  }
}

export interface RunningServer {
  url: string
  stop: () => Promise<void>
}

/**
 * The production server (the compiled `build/node/server/main.js`, as `npm start` runs it) on a
 * free port with a fresh SQLite database:
 * the sample content plus a batch of projects, or (`sampleContent: false`) an empty site.
 */
export const startServer = async ({
  sampleContent = true,
  env = {},
}: { sampleContent?: boolean; env?: Record<string, string> } = {}): Promise<RunningServer> => {
  // Inside the checkout (for node_modules), in the git-ignored .cache folder. The server serves
  // ./build from its working directory: a private copy, so that a rebuild in the checkout while
  // the journeys run cannot pull the assets from under them.
  mkdirSync(join(root, '.cache'), { recursive: true })
  const dir = mkdtempSync(join(root, '.cache', 'e2e-'))
  if (!existsSync(join(root, 'build/server/index.js')) || !existsSync(join(root, 'build/node', SERVER_ENTRY)))
    throw new Error('e2e: no build/ — run "npm run build" first')
  cpSync(join(root, 'build'), join(dir, 'build'), { recursive: true })
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  let output = ''
  const child = spawn(process.execPath, [join(dir, 'build/node', SERVER_ENTRY)], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      DATABASE_URL: `file:${join(dir, 'e2e.db')}`,
      UPLOADS_DIR: join(dir, 'uploads'),
      SAMPLE_CONTENT: String(sampleContent),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
      // Scheduled posts go live within half a second (publishing.spec.ts watches one appear).
      PUBLISH_TICK_MS: '500',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Keep the tail of the server's log, to explain an unexpected exit.
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  let stopping = false
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`e2e: the server stopped unexpectedly (${code ?? signal}):\n${output}`)
  })
  const stop = async () => {
    stopping = true
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
      if (child.exitCode === null) child.kill('SIGKILL')
    }
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await waitForHealth(url, child, () => output)
    if (sampleContent) await seedBatchProjects(url)
  } catch (err) {
    await stop()
    throw err
  }
  return { url, stop }
}
