import type { Kysely } from 'kysely'

import { rerenderPosts } from '../rerender-posts.ts'

// Data: posts rendered before code colours became classes (server/lib/code-theme.ts) carry
// Shiki's inline styles; render them again from their Markdown.
export async function up(db: Kysely<any>): Promise<void> {
  await rerenderPosts(db, ['%<pre class="shiki shiki-themes%'])
}

export async function down(): Promise<void> {
  // Nothing to undo: the classed HTML reads the same.
}
