import { describe, expect, test } from 'vitest'

import { expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'
import { BATCH_PROJECTS, BATCH_TECHNOLOGY } from './support/server.ts'

describe('projects', () => {
  const browser = useBrowser()

  // Other journeys (the admin area) add projects while these run: counts are taken within the
  // test's own technology, which nothing else uses.
  test('visitor loads projects in batches of 12', async () => {
    const { page, errors, close } = await openPage(browser())
    await goto(page, `/projects?technology=${encodeURIComponent(BATCH_TECHNOLOGY)}`)
    const cards = page.getByRole('main').getByRole('article')
    expect(await cards.count()).toBe(12)
    expect(await page.getByText(`Showing 12 of ${BATCH_PROJECTS} projects`).isVisible()).toBe(true)

    await page.getByRole('button', { name: 'Load more projects' }).click()
    await page.getByText(`Showing ${BATCH_PROJECTS} of ${BATCH_PROJECTS} projects`).waitFor()
    expect(await cards.count()).toBe(BATCH_PROJECTS)
    expect(await page.getByRole('button', { name: 'Load more projects' }).count()).toBe(0)

    // The unfiltered list starts with a batch of 12 too.
    await goto(page, '/projects')
    expect(await cards.count()).toBe(12)
    expect(await page.getByText(/^Showing 12 of \d+ projects$/).isVisible()).toBe(true)
    await close()
    expectNoErrors(errors)
  })

  test('visitor filters by category and technology, and All resets', async () => {
    const { page, errors, close } = await openPage(browser())
    await goto(page, '/projects')
    const categories = page.getByRole('navigation', { name: 'Filter by category' })
    const technologies = page.getByRole('navigation', { name: 'Filter by technology' })
    expect(await technologies.getByRole('link').count()).toBeLessThanOrEqual(16) // All + at most 15

    await categories.getByRole('link', { name: /^Backend/ }).click()
    await page.waitForURL('**/projects?category=backend')
    await expect
      .poll(() => categories.getByRole('link', { name: /^Backend/ }).getAttribute('aria-current'))
      .toBe('true')
    const labels = await page.getByRole('main').getByRole('article').getByText('BACKEND', { exact: true }).count()
    expect(labels).toBe(await page.getByRole('main').getByRole('article').count())
    expect(labels).toBeGreaterThan(0)

    await technologies.getByRole('link', { name: new RegExp(`^${BATCH_TECHNOLOGY}`) }).click()
    await page.waitForURL(/category=backend&technology=E2E/)
    await page.getByText('No projects found.').waitFor()
    await page.getByRole('link', { name: 'Clear filters' }).click()
    await page.waitForURL(/\/projects$/)

    await technologies.getByRole('link', { name: new RegExp(`^${BATCH_TECHNOLOGY}`) }).click()
    await page.getByText(`Showing 12 of ${BATCH_PROJECTS} projects`).waitFor()
    await technologies.getByRole('link', { name: /^All/ }).click()
    await page.waitForURL(/\/projects$/)
    await page.getByText(/^Showing 12 of \d+ projects$/).waitFor()
    await close()
    expectNoErrors(errors)
  })

  test('a filtered list can be shared: the URL renders the same list on the server', async () => {
    const { page, errors, close } = await openPage(browser())
    await goto(page, '/projects?category=mobile')
    const articles = page.getByRole('main').getByRole('article')
    expect(await articles.count()).toBeGreaterThan(0)
    expect(await articles.getByText('MOBILE', { exact: true }).count()).toBe(await articles.count())
    await close()
    expectNoErrors(errors)
  })

  test('a project card opens its detail page with every fact', async () => {
    const { page, errors, close } = await openPage(browser())
    await goto(page, '/projects')
    const first = page.getByRole('main').getByRole('article').first()
    const title = (await first.getByRole('heading').textContent())!.trim()
    await first.getByRole('heading').getByRole('link').click()
    await page.waitForURL(/\/projects\/[a-z0-9-]+$/)
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    for (const label of ['Category', 'Type', 'Status', 'Start date', 'End date', 'Complexity']) {
      expect(
        await page.getByRole('complementary', { name: 'Project facts' }).getByText(label, { exact: true }).count(),
      ).toBe(1)
    }
    expect(await page.getByRole('img', { name: /Complexity \d+ out of 10/ }).count()).toBe(1)
    await close()
    expectNoErrors(errors)
  })

  test('an unknown project toasts "Project not found" and returns to the list', async () => {
    const { page, errors, close } = await openPage(browser())
    await goto(page, '/projects/this-project-does-not-exist')
    expect(new URL(page.url()).pathname).toBe('/projects')
    await page.getByText('Project not found').waitFor()
    await page.waitForURL((u) => !u.search.includes('notice'))
    await close()
    expectNoErrors(errors)
  })
})
