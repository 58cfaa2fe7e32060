import { describe, expect, test } from 'vitest'

import { gotoAdmin, openAdminPage } from './admin-fixtures.ts'
import { baseUrl, expectNoErrors, useBrowser } from './support/browser.ts'

describe('dashboard greeting', () => {
  const browser = useBrowser()

  test('greets the site owner by name, not the account’s default "Administrator"', async () => {
    const site = (await (await fetch(`${baseUrl()}/api/v1/site`)).json()) as { name: string }
    const { page, errors, close } = await openAdminPage(browser())
    await gotoAdmin(page, '/admin', /^Good /)
    const heading = await page.getByRole('heading', { level: 1 }).textContent()
    expect(heading).toMatch(new RegExp(`^Good (morning|afternoon|evening), ${site.name.split(' ')[0]}$`))
    expect(heading).not.toContain('Administrator')
    await close()
    expectNoErrors(errors)
  })
})
