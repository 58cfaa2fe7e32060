import { once } from 'node:events'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { FastifyInstance } from 'fastify'

import { buildApp } from '../app.ts'
import { DEFAULT_SITE_PROFILE } from '../modules/site/default-profile.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'
import type { ContentKind } from './events.ts'

// Two server instances of one site (same database) sharing Redis (ARCHITECTURE.md, Scale): a
// change on one must drop the caches of the other at once.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
let first: TestApp
let one: FastifyInstance
let two: FastifyInstance

beforeAll(async () => {
  first = await createTestApp({ env: { REDIS_URL } })
  one = first.app
  two = await buildApp({ config: one.config, db: first.db, logger: false })
})
afterAll(async () => {
  await two.close()
  await first.close()
})

describe('content changes across instances', () => {
  it('a change on one instance reaches the other, once, with its kind', async () => {
    const heard: ContentKind[] = []
    two.events.on('change', (k) => heard.push(k))
    const arrived = once(two.events, 'change')
    await one.services.site.update({ ...DEFAULT_SITE_PROFILE, name: 'Changed Elsewhere' })
    expect(await arrived).toEqual(['site'])
    expect(heard).toEqual(['site'])
  })

  it('an instance does not hear its own change twice', async () => {
    const heard: ContentKind[] = []
    one.events.on('change', (k) => heard.push(k))
    const arrivedOnTwo = once(two.events, 'change')
    one.events.changed('projects')
    await arrivedOnTwo
    // By the time the other instance heard it, a looped-back copy would have arrived too.
    await new Promise((r) => setTimeout(r, 50))
    expect(heard).toEqual(['projects'])
  })
})
