import { diffWords } from 'diff'
import { describe, expect, it } from 'vitest'

import { changedFields, keptOnRestore, keptSentence, normalize } from './fields.ts'

describe('history: what changed between a revision and the current version', () => {
  it('lists the changed fields only, empty and null being the same nothing', () => {
    const revision = {
      title: 'Old title',
      slug: 'a-post',
      excerpt: '',
      featured_image: null,
      tags: ['One', 'Two'],
      published: true,
      featured: false,
    }
    const current = {
      title: 'New title',
      slug: 'a-post',
      excerpt: '',
      featured_image: '',
      tags: ['One'],
      published: false,
      featured: false,
    }
    const changes = changedFields('post', revision, current)
    expect(changes.map((c) => [c.field.label, c.before, c.after])).toEqual([
      ['Title', 'Old title', 'New title'],
      ['Tags', 'One, Two', 'One'],
      ['Published', 'Yes', 'No'],
    ])
  })

  it('leaves out the fields the editor does not carry, and compares times as instants', () => {
    const changes = changedFields(
      'post',
      { title: 'Same', published_at: '2026-01-05T09:00:00.000Z', meta_title: 'x' },
      { title: 'Same', published_at: '2026-01-05T10:00:00+01:00' },
    )
    expect(changes).toEqual([])
  })

  it('shows project codes by their names', () => {
    const [change] = changedFields('project', { category: 'ai_ml' }, { category: 'backend' })
    expect(change?.field.label).toBe('Category')
    expect(change?.field.show?.(change.before)).toBe('AI / ML')
  })

  it('normalizes lists, booleans and empties', () => {
    expect(normalize('list', ['a', 'b'])).toBe('a, b')
    expect(normalize('bool', 0)).toBe('No')
    expect(normalize('text', null)).toBe('')
    expect(normalize('text', 5)).toBe('5')
  })

  it('diffs words, not characters (the diff package the panel renders)', () => {
    const parts = diffWords('too much, too early.', 'too much, too soon.')
    expect(parts.filter((p) => p.removed).map((p) => p.value)).toEqual(['early'])
    expect(parts.filter((p) => p.added).map((p) => p.value)).toEqual(['soon'])
  })
})

describe('history: what a restore keeps', () => {
  const time = (iso: string) => iso.slice(0, 10)
  it('names the publication state a restore leaves as it is', () => {
    expect(keptSentence('post', { status: 'published', published_at: '2025-03-01T09:00:00.000Z' }, time)).toBe(
      'The post stays published, dated 2025-03-01.',
    )
    expect(keptSentence('post', { status: 'scheduled', published_at: '2031-05-04T10:00:00.000Z' }, time)).toBe(
      'The post stays scheduled for 2031-05-04.',
    )
    expect(keptSentence('post', { status: 'draft', published_at: null }, time)).toBe('The post stays a draft.')
    expect(keptSentence('project', { is_active: true }, time)).toBe('The project stays visible on the site.')
    expect(keptSentence('project', { is_active: false }, time)).toBe('The project stays hidden from the site.')
    expect(keptSentence('page', { status: 'scheduled', published_at: '2031-05-04T10:00:00.000Z' }, time)).toBe(
      'The page stays scheduled for 2031-05-04.',
    )
    expect(keptSentence('page', { status: 'draft', published_at: null }, time)).toBe('The page stays a draft.')
  })

  it('marks publication and placement fields as not restored, words as restored', () => {
    expect(['published', 'published_at', 'featured'].every((f) => keptOnRestore('post', f))).toBe(true)
    expect(['title', 'content_markdown', 'tags', 'slug'].some((f) => keptOnRestore('post', f))).toBe(false)
    expect(keptOnRestore('project', 'is_active')).toBe(true)
    expect(keptOnRestore('project', 'description')).toBe(false)
    expect(['published', 'published_at', 'show_in_nav'].every((f) => keptOnRestore('page', f))).toBe(true)
    expect(['title', 'content_markdown', 'slug', 'meta_title'].some((f) => keptOnRestore('page', f))).toBe(false)
  })
})
