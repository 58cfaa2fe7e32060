import type { Kysely } from 'kysely'

import { renderMarkdown } from '../../lib/markdown.ts'

// Data: posts rendered before headings got ids and "#" links (server/lib/heading-anchors.ts)
// have bare `<h2>`/`<h3>`; render them again from their Markdown so their table of contents and
// anchors work. Only those posts, in batches; the visible text is unchanged (the "#" is drawn by
// CSS), so content_text and the search index stay as they are. Running it again finds nothing.
const BATCH = 200

export async function up(db: Kysely<any>): Promise<void> {
  let after = 0
  for (;;) {
    const rows = (await db
      .selectFrom('blog_posts')
      .select(['id', 'content_markdown'])
      .where('id', '>', after)
      .where((eb) => eb.or([eb('content', 'like', '%<h2>%'), eb('content', 'like', '%<h3>%')]))
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
  // Nothing to undo: headings with ids read the same.
}
