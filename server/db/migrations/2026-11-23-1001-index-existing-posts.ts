import type { Kysely } from 'kysely'

import { indexAllPosts } from '../search.ts'

// Data: fills content_text and the search index for the posts that exist already. It uses the
// search module's folding so the index matches what later writes add.
export async function up(db: Kysely<any>): Promise<void> {
  await indexAllPosts(db)
}

export async function down(): Promise<void> {
  // The previous migration's down drops what this one filled.
}
