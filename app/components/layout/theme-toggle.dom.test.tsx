// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'

import { STORAGE_KEYS } from '../../../core/constants.ts'
import { click, mount } from '../../test/dom.ts'
import { ThemeToggle } from './theme-toggle.tsx'

afterEach(() => {
  document.documentElement.classList.remove('dark')
  localStorage.clear()
})

describe('ThemeToggle in the DOM', () => {
  it('names the theme it switches to, switches on click, and remembers the choice', async () => {
    const button = mount(<ThemeToggle />).querySelector('button')!
    // The store's browser snapshot replaces the server's (undefined) right after mounting.
    await vi.waitFor(() => expect(button.getAttribute('aria-label')).toBe('Switch to dark theme'))
    await click(button)
    await vi.waitFor(() => expect(button.getAttribute('aria-label')).toBe('Switch to light theme'))
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark')
    await click(button)
    await vi.waitFor(() => expect(button.getAttribute('aria-label')).toBe('Switch to dark theme'))
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('light')
  })
})
