import { describe, expect, it } from 'vitest'

import { DEFAULT_HOME_SECTIONS, type HomeSectionId } from '../../../core/site-defaults.ts'
import { changedBands, DEFAULT_MUTED, mutedBands } from './bands.ts'

const order = (ids: HomeSectionId[], hidden: HomeSectionId[] = []) =>
  ids.map((id) => ({ id, visible: !hidden.includes(id) }))
const all = () => true

describe('home bands', () => {
  it("with the default order and every section on the page: today's bands", () => {
    expect(mutedBands(DEFAULT_HOME_SECTIONS, all)).toEqual(DEFAULT_MUTED)
  })

  it('alternate in the visible order when sections are hidden or reordered', () => {
    const ids = DEFAULT_HOME_SECTIONS.map((s) => s.id)
    expect(mutedBands(order(ids, ['skills']), all)).toEqual(['projects', 'stats', 'certificates', 'contact'])
    expect(
      mutedBands(
        order(['hero', 'contact', 'posts', 'skills', 'projects', 'tutoring', 'stats', 'certificates', 'testimonials']),
        all,
      ),
    ).toEqual(['contact', 'skills', 'tutoring', 'certificates'])
  })

  it('skip sections with nothing to show (no testimonials, no statistics)', () => {
    const empty = new Set<HomeSectionId>(['stats', 'testimonials'])
    expect(mutedBands(DEFAULT_HOME_SECTIONS, (id) => !empty.has(id))).toEqual(['skills', 'tutoring', 'certificates'])
  })

  it("are sent to the page only when they differ from today's among the sections shown", () => {
    const onPage = DEFAULT_HOME_SECTIONS.map((s) => s.id).filter((id) => id !== 'hero')
    expect(changedBands(DEFAULT_MUTED, onPage)).toBeUndefined()
    expect(
      changedBands(
        ['skills', 'tutoring', 'posts'],
        onPage.filter((id) => id !== 'testimonials'),
      ),
    ).toBeUndefined()
    expect(changedBands(['projects', 'stats'], onPage)).toEqual(['projects', 'stats'])
  })
})
