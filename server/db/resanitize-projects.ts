import type { Kysely } from 'kysely'

import { sanitizeHtml } from '../lib/sanitize.ts'
import type { Database } from './schema.ts'

const BATCH = 200

/**
 * For a maintenance step: project descriptions stored before ids and names in user HTML were
 * prefixed (server/lib/sanitize.ts, rehypeClobberPrefix: DOM clobbering) keep `id`, `name` and
 * in-page links as written; sanitize them again so they get `user-content-`. Descriptions
 * without any are not touched; running it again changes nothing (the prefixing is idempotent).
 */
export const resanitizeProjectHtml = async (db: Kysely<Database>) => {
  let after = 0
  for (;;) {
    const rows: { id: number; description: string }[] = await db
      .selectFrom('projects')
      .select(['id', 'description'])
      .where('id', '>', after)
      .where((eb) =>
        eb.or(
          ['% id=%', '% name=%', '% aria-describedby=%', '% aria-labelledby=%', '%href="#%'].map((p) =>
            eb('description', 'like', p),
          ),
        ),
      )
      .orderBy('id')
      .limit(BATCH)
      .execute()
    if (!rows.length) break
    for (const row of rows) {
      const description = sanitizeHtml(row.description)
      if (description !== row.description) {
        await db.updateTable('projects').set({ description }).where('id', '=', row.id).execute()
      }
    }
    after = rows.at(-1)!.id
  }
}
