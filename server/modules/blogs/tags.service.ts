import type { Kysely } from 'kysely'

import type { TagCount } from '../../../core/schemas/tag.ts'
import { parseList, toList } from '../../db/convert.ts'
import type { Database } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import type { ContentEvents } from '../../lib/events.ts'
import * as posts from './blogs.repository.ts'
import * as repo from './tags.repository.ts'

const byName = (a: TagCount, b: TagCount) => {
  const x = a.name.toLowerCase()
  const y = b.name.toLowerCase()
  return x < y ? -1 : x > y ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0
}

/** `tags` with `from` replaced by `to` at its place; a post carrying `to` already keeps it once. */
export const renameIn = (tags: readonly string[], from: string, to: string) => {
  const out: string[] = []
  for (const t of tags) {
    const name = t === from ? to : t
    if (!out.includes(name)) out.push(name)
  }
  return out
}

/** The tags screen (docs/api/owners-site.md, Tags): counts, rename and merge across posts. */
export const createTagsService = ({ db, events }: { db: Kysely<Database>; events: ContentEvents }) => ({
  list: async (): Promise<TagCount[]> =>
    (await repo.tagCounts(db)).map((r) => ({ name: r.tag, count: Number(r.n) })).sort(byName),
  /**
   * Every post tagged `from` is tagged `to` instead (names compared exactly). One transaction:
   * the posts' lists, their tag rows and their search entries change together.
   */
  rename: async (from: string, to: string): Promise<TagCount> => {
    const count = await db.transaction().execute(async (trx) => {
      const tagged = await repo.postsTagged(trx, from)
      if (!tagged.length) throw new AppError(404, 'TAG_NOT_FOUND', 'Tag not found')
      if (from !== to)
        for (const p of tagged) {
          const tags = renameIn(parseList(p.tags), from, to)
          // The post's own edit time stays: its words did not change.
          await posts.updatePost(trx, p.id, { tags: toList(tags) }, tags)
        }
      return repo.countTagged(trx, to)
    })
    events.changed('blogs')
    return { name: to, count }
  },
})
