import type { BlogWrite } from '../../../core/schemas/blog.ts'
import { nowIso } from '../../db/convert.ts'

/**
 * The `published_at` a write stores. A given time is kept (as UTC, the one text shape every
 * comparison relies on); null clears it, so publishing sets now; omitted keeps the stored time
 * (an edit keeps a schedule and the first publication date), and publishing without one sets now.
 */
export const publishedAtFor = (input: Pick<BlogWrite, 'published' | 'published_at'>, stored: string | null) => {
  if (input.published_at) return new Date(input.published_at).toISOString()
  const kept = input.published_at === null ? null : stored
  return input.published ? (kept ?? nowIso()) : kept
}
