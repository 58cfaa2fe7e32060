import type { Kysely } from 'kysely'

import { renderMarkdown } from '../../lib/markdown.ts'

// Data: posts rendered before code colours became classes (server/lib/code-theme.ts) carry
// Shiki's inline styles; render them again from their Markdown. Only those posts, in batches;
// the text is unchanged, so content_text and the search index stay as they are. Running it
// again finds nothing to do.
const BATCH = 200

export async function up(db: Kysely<any>): Promise<void> {
  let after = 0
  for (;;) {
    const rows = (await db
      .selectFrom('blog_posts')
      .select(['id', 'content_markdown'])
      .where('id', '>', after)
      .where('content', 'like', '%<pre class="shiki shiki-themes%')
      .orderBy('id')
      .limit(BATCH)
      .execute()) as { id: number; content_markdown: string }[]
    if (!rows.length) return
    for (const row of rows) {
      const { html } = await renderMarkdown(row.content_markdown)
      await db.updateTable('blog_posts').set({ content: html }).where('id', '=', row.id).execute()
    }
    after = rows.at(-1)!.id
  }
}

export async function down(): Promise<void> {
  // Nothing to undo: the classed HTML reads the same.
}
