import type { Kysely } from 'kysely'

import { releaseMarkdownRenderer, renderMarkdown } from '../lib/markdown.ts'
import type { Database } from './schema.ts'

const BATCH = 200

/**
 * For data migrations: renders again from their Markdown the posts whose stored HTML matches
 * one of the LIKE patterns `stale` (rendered before a change to the renderer), in batches. The
 * visible text is unchanged by such a change, so content_text and the search index stay as they
 * are; running it again finds nothing to do.
 */
export const rerenderPosts = async (db: Kysely<Database>, stale: string[]) => {
  let after = 0
  for (;;) {
    const rows = await db
      .selectFrom('blog_posts')
      .select(['id', 'content_markdown'])
      .where('id', '>', after)
      .where((eb) => eb.or(stale.map((pattern) => eb('content', 'like', pattern))))
      .orderBy('id')
      .limit(BATCH)
      .execute()
    if (!rows.length) break
    for (const row of rows) {
      const { html } = await renderMarkdown(row.content_markdown)
      await db.updateTable('blog_posts').set({ content: html }).where('id', '=', row.id).execute()
    }
    after = rows.at(-1)!.id
  }
  // Migrations run at start: the renderer is not needed again until a post is written.
  releaseMarkdownRenderer()
}
