import type { Kysely, Transaction } from 'kysely'

import type { Database } from '../../db/schema.ts'

type Q = Kysely<Database> | Transaction<Database>

export const findSetup = (db: Q) => db.selectFrom('site_setup').selectAll().where('id', '=', 1).executeTakeFirst()

/** Sets one of the row's timestamps, once: a later call keeps the first time. */
export const markSetup = async (db: Q, column: 'completed_at' | 'checklist_dismissed_at', at: string) => {
  await db
    .insertInto('site_setup')
    .values({ id: 1, completed_at: null, checklist_dismissed_at: null, [column]: at })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  await db
    .updateTable('site_setup')
    .set({ [column]: at })
    .where('id', '=', 1)
    .where(column, 'is', null)
    .execute()
}

const count = async (q: Promise<{ n: number | string | bigint }>) => Number((await q).n)

/** What the checklist needs to know about the content: anything live of each kind. */
export const contentCounts = async (db: Q) => {
  const [projects, posts] = await Promise.all([
    count(
      db
        .selectFrom('projects')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('is_active', '=', 1)
        .executeTakeFirstOrThrow(),
    ),
    count(
      db
        .selectFrom('blog_posts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('published', '=', 1)
        .executeTakeFirstOrThrow(),
    ),
  ])
  return { projects, posts }
}
