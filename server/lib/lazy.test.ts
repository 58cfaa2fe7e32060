import { describe, expect, it } from 'vitest'

import { lazyRetrying } from './lazy.ts'

describe('lazyRetrying', () => {
  it('loads once on first use and shares what it loaded', async () => {
    let loads = 0
    const lazy = lazyRetrying(async () => ({ n: ++loads }))
    expect(loads).toBe(0)
    const [a, b] = await Promise.all([lazy.get(), lazy.get()])
    expect(a).toBe(b)
    expect(await lazy.get()).toBe(a)
    expect(loads).toBe(1)
  })

  it('does not keep a failed load: the next use tries again', async () => {
    let loads = 0
    const lazy = lazyRetrying(async () => {
      if (++loads === 1) throw new Error('disk full')
      return loads
    })
    await expect(lazy.get()).rejects.toThrow('disk full')
    expect(await lazy.get()).toBe(2)
    expect(await lazy.get()).toBe(2)
    expect(loads).toBe(2)
  })

  it('take hands over what was loaded and the next use loads afresh', async () => {
    let loads = 0
    const lazy = lazyRetrying(async () => ++loads)
    expect(lazy.take()).toBeUndefined()
    expect(await lazy.get()).toBe(1)
    expect(await lazy.take()).toBe(1)
    expect(lazy.take()).toBeUndefined()
    expect(await lazy.get()).toBe(2)
  })
})
