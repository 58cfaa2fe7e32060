import { CATEGORY_NAMES, PROJECT_TYPE_NAMES } from '../../../../core/constants.ts'
import type { PostStatus } from '../../../../core/schemas/blog.ts'
import { RESTORE_KEEPS, type RevisionKind } from '../../../../core/schemas/revision.ts'

/** How a field's change is shown: prose (`long`) as a word diff, the rest as before → after. */
export type FieldKind = 'text' | 'long' | 'list' | 'bool' | 'datetime'

export interface HistoryField {
  name: string
  label: string
  kind: FieldKind
  /** A readable value for codes ("fullstack" → "Full stack"). */
  show?: (value: string) => string
}

const POST_FIELDS: HistoryField[] = [
  { name: 'title', label: 'Title', kind: 'long' },
  { name: 'content_markdown', label: 'Content', kind: 'long' },
  { name: 'excerpt', label: 'Excerpt', kind: 'long' },
  { name: 'tags', label: 'Tags', kind: 'list' },
  { name: 'slug', label: 'Slug', kind: 'text' },
  { name: 'meta_title', label: 'Meta title', kind: 'text' },
  { name: 'meta_description', label: 'Meta description', kind: 'long' },
  { name: 'featured_image', label: 'Featured image', kind: 'text' },
  { name: 'published', label: 'Published', kind: 'bool' },
  { name: 'published_at', label: 'Publication time', kind: 'datetime' },
  { name: 'featured', label: 'Featured', kind: 'bool' },
]

const named = (names: Record<string, string>) => (v: string) => names[v] ?? v

const PROJECT_FIELDS: HistoryField[] = [
  { name: 'title', label: 'Title', kind: 'long' },
  { name: 'short_description', label: 'Short description', kind: 'long' },
  { name: 'description', label: 'Description', kind: 'long' },
  { name: 'technologies', label: 'Technologies', kind: 'list' },
  { name: 'category', label: 'Category', kind: 'text', show: named(CATEGORY_NAMES) },
  { name: 'project_type', label: 'Type', kind: 'text', show: named(PROJECT_TYPE_NAMES) },
  { name: 'slug', label: 'Slug', kind: 'text' },
  { name: 'live_url', label: 'Live demo URL', kind: 'text' },
  { name: 'github_url', label: 'Code URL', kind: 'text' },
  { name: 'demo_url', label: 'Demo video URL', kind: 'text' },
  { name: 'case_study_url', label: 'Case study URL', kind: 'text' },
  { name: 'featured_image', label: 'Featured image', kind: 'text' },
  { name: 'gallery', label: 'Gallery', kind: 'list' },
  { name: 'start_date', label: 'Start date', kind: 'text' },
  { name: 'end_date', label: 'End date', kind: 'text' },
  { name: 'complexity_score', label: 'Complexity', kind: 'text' },
  { name: 'featured', label: 'Featured', kind: 'bool' },
  { name: 'completed', label: 'Completed', kind: 'bool' },
  { name: 'is_active', label: 'Visible on the site', kind: 'bool' },
  { name: 'hide_broken_links', label: 'Hide broken links', kind: 'bool' },
]

const PAGE_FIELDS: HistoryField[] = [
  { name: 'title', label: 'Title', kind: 'long' },
  { name: 'content_markdown', label: 'Content', kind: 'long' },
  { name: 'slug', label: 'Slug', kind: 'text' },
  { name: 'meta_title', label: 'Meta title', kind: 'text' },
  { name: 'meta_description', label: 'Meta description', kind: 'long' },
  { name: 'published', label: 'Published', kind: 'bool' },
  { name: 'published_at', label: 'Publication time', kind: 'datetime' },
  { name: 'show_in_nav', label: 'In the navigation', kind: 'bool' },
]

export const HISTORY_FIELDS: Record<RevisionKind, HistoryField[]> = {
  post: POST_FIELDS,
  project: PROJECT_FIELDS,
  page: PAGE_FIELDS,
}

/** A value as compared and shown: empty strings and null are the same "nothing". */
export const normalize = (kind: FieldKind, value: unknown): string => {
  if (value === null || value === undefined) return ''
  if (kind === 'list') return Array.isArray(value) ? value.map(String).join(', ') : String(value)
  if (kind === 'bool') return value ? 'Yes' : 'No'
  return String(value)
}

export interface FieldChange {
  field: HistoryField
  /** The revision's value. */
  before: string
  /** The current version's value. */
  after: string
}

/**
 * The fields whose value differs between a revision's data and the current version; fields the
 * current version does not carry (the editor has no such input) are left out.
 */
export const changedFields = (
  kind: RevisionKind,
  revision: Record<string, unknown>,
  current: Record<string, unknown>,
): FieldChange[] =>
  HISTORY_FIELDS[kind]
    .filter((f) => f.name in current && f.name in revision)
    .map((field) => ({
      field,
      before: normalize(field.kind, revision[field.name]),
      after: normalize(field.kind, current[field.name]),
    }))
    .filter((c) => (c.field.kind === 'datetime' ? !sameInstant(c.before, c.after) : c.before !== c.after))

const sameInstant = (a: string, b: string) => a === b || (!!a && !!b && Date.parse(a) === Date.parse(b))

/** Whether a restore leaves this field as it is now (API.md, Publishing: words only). */
export const keptOnRestore = (kind: RevisionKind, name: string) =>
  (RESTORE_KEEPS[kind] as readonly string[]).includes(name)

/**
 * What a restore leaves as it is, in a sentence for the confirmation and the toast: the saved
 * item's publication state (a post's or a page's status and date, a project's visibility).
 */
export const keptSentence = (
  kind: RevisionKind,
  saved: { status?: PostStatus; published_at?: string | null; is_active?: boolean },
  formatTime: (iso: string) => string,
): string => {
  if (kind === 'project')
    return saved.is_active === false
      ? 'The project stays hidden from the site.'
      : 'The project stays visible on the site.'
  const noun = kind === 'page' ? 'page' : 'post'
  if (saved.status === 'published')
    return saved.published_at
      ? `The ${noun} stays published, dated ${formatTime(saved.published_at)}.`
      : `The ${noun} stays published.`
  if (saved.status === 'scheduled' && saved.published_at)
    return `The ${noun} stays scheduled for ${formatTime(saved.published_at)}.`
  return `The ${noun} stays a draft.`
}
