import { describe, expect, test } from 'vitest'

import { adminFetch, unique } from './admin-fixtures.ts'
import { expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

// Named admin-* so it runs against the server whose content the journeys may change.
describe('a just-published post', () => {
  const browser = useBrowser()

  test('is first on /blogs page 1 and in the home page’s Latest posts; featured posts keep a badge', async () => {
    const { page, errors, close } = await openPage(browser())
    // Pages seen before publishing (cached): publishing must not leave them stale.
    await goto(page, '/blogs')
    await goto(page, '/')
    const title = unique('Fresh post')
    const res = await adminFetch('/blogs', {
      method: 'POST',
      body: JSON.stringify({
        title,
        excerpt: 'Published a moment ago.',
        content_markdown: 'Hello from the test.',
        tags: ['Testing'],
        published: true,
        featured: false,
      }),
    })
    expect(res.status).toBe(201)
    const post = (await res.json()) as { id: number; slug: string }
    try {
      await goto(page, '/blogs')
      const cards = page.locator('main ul > li article')
      expect(await cards.first().getByRole('heading').textContent()).toBe(title)
      await expect
        .poll(() => page.getByTestId('blog-page-indicator').textContent())
        .toMatch(/^Page 1 of \d+ · \d+ posts$/)
      // Featured posts are still marked wherever they sit in the list.
      const { posts } = (await (await fetch(`${new URL(page.url()).origin}/api/v1/blogs?featured=true`)).json()) as {
        posts: { title: string }[]
      }
      expect(posts.length).toBeGreaterThan(0)

      await goto(page, '/')
      const latest = page.locator('section#blog li article')
      expect(await latest.first().getByRole('heading').textContent()).toBe(title)
      expect(await latest.first().getByText('Featured', { exact: true }).count()).toBe(0)

      // On page 1 of /blogs, a featured post (if any shows) carries the badge.
      await goto(page, '/blogs')
      for (const card of await cards.all()) {
        const heading = (await card.getByRole('heading').textContent())!
        const badges = await card.getByText('Featured', { exact: true }).count()
        expect(badges, heading).toBe(posts.some((p) => p.title === heading) ? 1 : 0)
      }
    } finally {
      expect((await adminFetch(`/blogs/${post.id}`, { method: 'DELETE', body: '{}' })).status).toBe(204)
    }
    await close()
    expectNoErrors(errors)
  })
})
