import type { Kysely } from 'kysely'

import { rerenderPosts } from '../rerender-posts.ts'

// Data: posts rendered before headings got ids and "#" links (server/lib/heading-anchors.ts)
// have bare `<h2>`/`<h3>`; render them again from their Markdown so their table of contents and
// anchors work (the "#" is drawn by CSS: the text is unchanged).
export async function up(db: Kysely<any>): Promise<void> {
  await rerenderPosts(db, ['%<h2>%', '%<h3>%'])
}

export async function down(): Promise<void> {
  // Nothing to undo: headings with ids read the same.
}
