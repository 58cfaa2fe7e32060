import type { Kysely, Transaction } from 'kysely'

import type { Database } from '../../db/schema.ts'

type Q = Kysely<Database> | Transaction<Database>

/** Every tag on any post (drafts and scheduled too) with its number of posts. */
export const tagCounts = (db: Q) =>
  db
    .selectFrom('post_tags')
    .select(['tag', (eb) => eb.fn.count<number | string>('post_id').distinct().as('n')])
    .groupBy('tag')
    .execute()

/** The posts carrying `tag`, with their tag lists, read for a rename inside its transaction. */
export const postsTagged = (db: Q, tag: string) =>
  db
    .selectFrom('blog_posts')
    .select(['id', 'tags'])
    .where('id', 'in', db.selectFrom('post_tags').select('post_id').where('tag', '=', tag))
    .orderBy('id')
    .execute()

export const countTagged = async (db: Q, tag: string) =>
  Number(
    (
      await db
        .selectFrom('post_tags')
        .select((eb) => eb.fn.count<number | string>('post_id').distinct().as('n'))
        .where('tag', '=', tag)
        .executeTakeFirstOrThrow()
    ).n,
  )
