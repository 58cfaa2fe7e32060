import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { FastifyInstance } from 'fastify'

import { buildApp } from '../app.ts'
import { DEFAULT_SITE_PROFILE } from '../modules/site/default-profile.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'
import type { ContentEvents, ContentKind } from './events.ts'

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

// Scheduled jobs (the start-up link check) announce changes of their own meanwhile; each test
// follows only the kind it sends.
const arrivalOf = (events: ContentEvents, kind: ContentKind) =>
  new Promise<void>((resolve) => {
    const listener = (k: ContentKind) => {
      if (k !== kind) return
      events.off('change', listener)
      resolve()
    }
    events.on('change', listener)
  })

describe('content changes across instances', () => {
  it('a change on one instance reaches the other, once, with its kind', async () => {
    const heard: ContentKind[] = []
    two.events.on('change', (k) => heard.push(k))
    const arrived = arrivalOf(two.events, 'site')
    await one.services.site.update({ ...DEFAULT_SITE_PROFILE, name: 'Changed Elsewhere' })
    await arrived
    await new Promise((r) => setTimeout(r, 50))
    expect(heard.filter((k) => k === 'site')).toEqual(['site'])
  })

  it('an instance does not hear its own change twice', async () => {
    const heard: ContentKind[] = []
    one.events.on('change', (k) => heard.push(k))
    const arrivedOnTwo = arrivalOf(two.events, 'testimonials')
    one.events.changed('testimonials')
    await arrivedOnTwo
    // By the time the other instance heard it, a looped-back copy would have arrived too.
    await new Promise((r) => setTimeout(r, 50))
    expect(heard.filter((k) => k === 'testimonials')).toEqual(['testimonials'])
  })
})
