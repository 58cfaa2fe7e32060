import { execFileSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { memorySettings } from './memory.ts'

// A process that applies the budget, then says what V8 and glibc run with (and whether it is
// still the same process: execve replaces the program, not the process).
const PROBE = `
const { applyMemoryLimit } = await import(${JSON.stringify(new URL('./memory.ts', import.meta.url).pathname)})
const before = process.env.PROBE_PID ?? String(process.pid)
process.env.PROBE_PID = before
applyMemoryLimit(Number(process.argv[1]))
const v8 = await import('node:v8')
console.log(JSON.stringify({ samePid: before === String(process.pid), heapLimitMb: v8.getHeapStatistics().heap_size_limit / 1048576, arenas: process.env.MALLOC_ARENA_MAX ?? null, mmapThreshold: process.env.MALLOC_MMAP_THRESHOLD_ ?? null, execArgv: process.execArgv }))
`
const probe = (limit: number, env: Record<string, string> = {}) => {
  const { MALLOC_ARENA_MAX: _, MALLOC_MMAP_THRESHOLD_: ___, FOLIO_MEMORY_LIMIT_APPLIED: __, ...rest } = process.env
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', PROBE, String(limit)], {
      env: { ...rest, ...env },
      encoding: 'utf8',
    }),
  ) as {
    samePid: boolean
    heapLimitMb: number
    arenas: string | null
    mmapThreshold: string | null
    execArgv: string[]
  }
}

describe('MEMORY_LIMIT_MB', () => {
  it('gives V8 two thirds of the budget for its old space and a small young generation', () => {
    expect(memorySettings(192).v8Flags).toEqual(['--max-old-space-size=128', '--max-semi-space-size=3'])
    expect(memorySettings(1024).v8Flags).toEqual(['--max-old-space-size=682', '--max-semi-space-size=16'])
  })

  it('re-executes the process in place under those settings, once', () => {
    const applied = probe(192)
    expect(applied.samePid).toBe(true)
    expect(applied.execArgv).toEqual(expect.arrayContaining(['--max-old-space-size=128', '--max-semi-space-size=3']))
    // The heap limit V8 runs with: old space plus young generation, far below Node's default.
    expect(applied.heapLimitMb).toBeGreaterThanOrEqual(128)
    expect(applied.heapLimitMb).toBeLessThan(160)
    expect(applied.arenas).toBe('2')
    expect(applied.mmapThreshold).toBe('131072')
  })

  it('keeps an operator-set MALLOC_ARENA_MAX, and 0 leaves Node as it is', () => {
    expect(probe(256, { MALLOC_ARENA_MAX: '4' }).arenas).toBe('4')
    const off = probe(0)
    expect(off.arenas).toBe(null)
    expect(off.execArgv.filter((a) => a.startsWith('--max-'))).toEqual([])
    expect(off.heapLimitMb).toBeGreaterThan(256)
  })
})
