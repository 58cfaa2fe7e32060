// The project carries its own documentation (docs/): nothing tracked points outside the
// repository for it, and every docs/… file that code or docs name exists.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

const root = new URL('..', import.meta.url).pathname
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((f) => f && !/\.(png|jpe?g|gif|webp|avif|ico|pdf|woff2?|ttf|gz|db)$/.test(f) && f !== 'package-lock.json')
  .filter((f) => existsSync(join(root, f)))
const texts = tracked.map((file) => [file, readFileSync(join(root, file), 'utf8')] as const)

describe('documentation in the repository', () => {
  it('no tracked file cites the docs in a folder beside the repository', () => {
    // Written in two parts so that this file does not match itself.
    const outside = new RegExp(['\\.\\./', 'shared\\b|/work/', 'shared\\b'].join(''))
    expect(texts.filter(([, text]) => outside.test(text)).map(([file]) => file)).toEqual([])
  })

  it('every docs/… file named in the code and the docs exists', () => {
    const missing = new Set<string>()
    for (const [, text] of texts)
      for (const [, path] of text.matchAll(/\bdocs\/((?:api\/|decisions\/)?[\w.-]+\.md)\b/g))
        if (!existsSync(join(root, 'docs', path!))) missing.add(`docs/${path}`)
    expect([...missing]).toEqual([])
  })

  it('holds the documents the code cites by bare name (SPEC.md §2, API.md…)', () => {
    for (const name of ['SPEC.md', 'API.md', 'ARCHITECTURE.md', 'STYLE.md', 'SERVICES.md', 'api-reference.md'])
      expect(existsSync(join(root, 'docs', name)), name).toBe(true)
    for (const name of ['hardening', 'import-export', 'writing', 'newsletter', 'platform', 'owners-site'])
      expect(existsSync(join(root, 'docs/api', `${name}.md`)), name).toBe(true)
  })
})

describe('releases', () => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    version: string
    packages: Record<string, { version?: string }>
  }
  const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8')
  const versions = [...changelog.matchAll(/^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$/gm)].map((m) => m[1]!)
  const semverDesc = (a: string, b: string) => {
    const [x, y] = [a, b].map((v) => v.split('.').map(Number))
    return y![0]! - x![0]! || y![1]! - x![1]! || y![2]! - x![2]!
  }

  it("CHANGELOG.md has a section for package.json's version, its first, and the lock file agrees", () => {
    expect(versions[0]).toBe(pkg.version)
    expect(lock.version).toBe(pkg.version)
    expect(lock.packages['']!.version).toBe(pkg.version)
  })

  it('CHANGELOG.md lists every release once, newest first, each heading `## [X.Y.Z] - date`', () => {
    expect(versions.length).toBeGreaterThan(1)
    expect(versions).toEqual([...new Set(versions)].sort(semverDesc))
    const headings = changelog.match(/^## .*$/gm)!
    expect(headings.filter((h) => h !== '## Unreleased')).toHaveLength(versions.length)
  })
})
