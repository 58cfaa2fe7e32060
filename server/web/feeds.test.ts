import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { PublicServices } from '../../core/services.ts'
import { createPost } from '../test/factories.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'
import { buildRss } from './feeds.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('RSS feed', () => {
  it('gives each post a plain-text <description>, the HTML only in content:encoded', async () => {
    await createPost(t.app, {
      title: 'Plain Words',
      excerpt: '<p>Fast <strong>APIs</strong> &amp; <em>calm</em> deploys</p>',
      content_markdown: 'Body with **bold** text.',
    })
    const rss = await buildRss(t.app.services as unknown as PublicServices, 'https://example.com')
    const description = rss.match(/<item>.*?<description>(.*?)<\/description>/s)?.[1]
    expect(description).toBe('Fast APIs &amp; calm deploys')
    expect(rss).toContain('<content:encoded><![CDATA[')
    expect(rss).toContain('<strong>bold</strong>')
  })
})
