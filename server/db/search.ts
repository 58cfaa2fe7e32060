import { sql, type RawBuilder } from 'kysely'

import { likePattern } from './convert.ts'

/**
 * `lower(column) LIKE '%text%'` with the user's %, _ and \ taken literally, on both dialects
 * (SQLite only honours backslash escapes with an explicit ESCAPE clause).
 */
export const containsText = (column: string, text: string): RawBuilder<boolean> =>
  sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(text)} escape '\\'`
