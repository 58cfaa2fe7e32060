import type { Kysely, Transaction } from 'kysely'

import type { Database } from '../../db/schema.ts'

type Q = Kysely<Database> | Transaction<Database>

export const insertPreviewLink = (
  db: Q,
  row: { post_id: number; token_hash: string; expires_at: string; created_at: string },
) => db.insertInto('post_preview_links').values(row).returningAll().executeTakeFirstOrThrow()

/** The post a live (unexpired) link shows, whatever its status. */
export const findPreviewedPost = (db: Q, tokenHash: string, now: string) =>
  db
    .selectFrom('post_preview_links as l')
    .innerJoin('blog_posts as b', 'b.id', 'l.post_id')
    .selectAll('b')
    .where('l.token_hash', '=', tokenHash)
    .where('l.expires_at', '>', now)
    .executeTakeFirst()

/** Revokes every link of a post; the number revoked. */
export const deletePreviewLinks = async (db: Q, postId: number) =>
  Number((await db.deleteFrom('post_preview_links').where('post_id', '=', postId).executeTakeFirst()).numDeletedRows)
