import { toText } from 'hast-util-to-text'
import { PostgresAdapter, sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely'
import rehypeParse from 'rehype-parse'
import { unified } from 'unified'

import { likePattern, parseList } from './convert.ts'
import type { Database } from './schema.ts'

/**
 * `lower(column) LIKE '%text%'` with the user's %, _ and \ taken literally, on both dialects
 * (SQLite only honours backslash escapes with an explicit ESCAPE clause).
 */
export const containsText = (column: string, text: string): RawBuilder<boolean> =>
  sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(text)} escape '\\'`

// ---------------------------------------------------------------------------------------------
// Blog full-text search: SQLite FTS5 and PostgreSQL tsvector + GIN over the same words.
//
// Both engines index text that this module has already folded (NFKD, diacritics dropped,
// lower case) and split into words (runs of letters and digits), so they see identical tokens
// and answer identically; no unaccent extension or language stemming is involved. The
// repository keeps the index in step with every write, in the write's transaction
// (`indexPost`), and `indexAllPosts` rebuilds it (migration, sample content).
//
// SQLite: `post_search` is a contentless FTS5 table (rowid = post id) with the columns title,
// tags, excerpt, body. PostgreSQL: `post_search(post_id, document, head)`, `document` being the
// weighted tsvector (title A, tags B, excerpt C, body D, GIN-indexed) and `head` its A–C part,
// small enough to rank every match without reading the body's vector.
// ---------------------------------------------------------------------------------------------

/** Longer "words" (hashes, base64 blobs) are not indexed; PostgreSQL would refuse them too. */
const MAX_WORD_LENGTH = 64
/** Words of a query beyond this many are ignored (each costs a few index lookups). */
export const MAX_QUERY_WORDS = 8

const WORD = /[\p{L}\p{N}]+/gu

/** Text as the index sees it: compatibility-decomposed, without diacritics, lower case. */
export const foldText = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()

const wordsOf = (text: string) => (foldText(text).match(WORD) ?? []).filter((w) => w.length <= MAX_WORD_LENGTH)
const indexText = (text: string) => wordsOf(text).join(' ')

/** A visitor's search text → the distinct words every match must contain (each as a prefix). */
export const searchWords = (text: string) => [...new Set(wordsOf(text))].slice(0, MAX_QUERY_WORDS)

const htmlParser = unified().use(rehypeParse, { fragment: true })
/** The words a reader sees in rendered post HTML: no markup, blocks apart. */
export const htmlToText = (html: string) =>
  toText(htmlParser.parse(html))
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter

export interface SearchDocument {
  id: number
  title: string
  tags: readonly string[]
  excerpt: string
  /** The post's text without markup (`content_text`). */
  text: string
}

const PG_DOCUMENT = (d: SearchDocument) => sql`
  setweight(to_tsvector('simple', ${indexText(d.title)}), 'A') ||
  setweight(to_tsvector('simple', ${indexText(d.tags.join(' '))}), 'B') ||
  setweight(to_tsvector('simple', ${indexText(d.excerpt)}), 'C') ||
  to_tsvector('simple', ${indexText(d.text)})`

/** Adds or replaces one post in the index (call inside the post write's transaction). */
export const indexPost = async (db: Kysely<Database>, d: SearchDocument) => {
  if (isPostgres(db)) {
    await sql`
      insert into post_search (post_id, document, head)
      select ${d.id}, v.d, ts_filter(v.d, '{a,b,c}') from (select ${PG_DOCUMENT(d)} as d) v
      on conflict (post_id) do update set document = excluded.document, head = excluded.head`.execute(db)
    return
  }
  await sql`delete from post_search where rowid = ${d.id}`.execute(db)
  await sql`insert into post_search (rowid, title, tags, excerpt, body) values (${d.id}, ${indexText(d.title)},
    ${indexText(d.tags.join(' '))}, ${indexText(d.excerpt)}, ${indexText(d.text)})`.execute(db)
}

/** Drops a post from the index (PostgreSQL also cascades from blog_posts). */
export const unindexPost = async (db: Kysely<Database>, id: number) => {
  await sql`delete from post_search where ${sql.raw(isPostgres(db) ? 'post_id' : 'rowid')} = ${id}`.execute(db)
}

/**
 * Rebuilds the whole index from blog_posts, filling `content_text` from the rendered HTML
 * first: for the migration and for rows written without the repository (sample content).
 */
export const indexAllPosts = async (db: Kysely<Database>) => {
  await (
    isPostgres(db) ? sql`delete from post_search` : sql`insert into post_search (post_search) values ('delete-all')`
  ).execute(db)
  const BATCH = 200
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom('blog_posts')
      .select(['id', 'title', 'tags', 'excerpt', 'content'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()
    for (const r of rows) {
      const text = htmlToText(r.content)
      await db.updateTable('blog_posts').set({ content_text: text }).where('id', '=', r.id).execute()
      await indexPost(db, { id: r.id, title: r.title, tags: parseList(r.tags), excerpt: r.excerpt, text })
    }
    if (rows.length < BATCH) return
    after = rows[rows.length - 1]!.id
  }
}

// FTS5 query syntax: every word quoted (so AND, OR, NOT, NEAR are just words) with a prefix star.
const ftsQuery = (words: readonly string[], column?: string) =>
  (column ? `{${column}} : ` : '') + words.map((w) => `"${w}"*`).join(' AND ')
// tsquery syntax: the words are letters and digits only, so nothing needs quoting.
const tsQuery = (words: readonly string[], weight = '') => words.map((w) => `${w}:*${weight}`).join(' & ')

/** `idColumn IN (posts containing every word, each as a word prefix, in any field)`. */
export const matchesWords = (db: Kysely<Database>, idColumn: string, words: readonly string[]): Expression<SqlBool> =>
  isPostgres(db)
    ? sql<SqlBool>`${sql.ref(idColumn)} in (select post_id from post_search where document @@ to_tsquery('simple', ${tsQuery(words)}))`
    : sql<SqlBool>`${sql.ref(idColumn)} in (select rowid from post_search where post_search match ${ftsQuery(words)})`

/**
 * Runs a search's queries so PostgreSQL reads matches through the GIN index: its planner costs
 * a sequential scan of post_search as cheap (the vectors live out of line, in TOAST) and, for a
 * common word, would unpack every post's vector instead. `SET LOCAL` ends with the transaction.
 */
export const withSearchPlan = async <T>(db: Kysely<Database>, run: (db: Kysely<Database>) => Promise<T>) => {
  if (!isPostgres(db)) return run(db)
  const planned = async (trx: Kysely<Database>) => {
    await sql`set local enable_seqscan = off`.execute(trx)
    return run(trx)
  }
  return db.isTransaction ? planned(db) : db.transaction().execute(planned)
}

// Per word, the best field it occurs in scores title 16³, tags 16², excerpt 16, body 1. With at
// most 8 words a tier never adds up to the one above, so posts order by how many words their
// title holds, then their tags, excerpt, body.
const TIERS = [
  { column: 'title', weight: 'A', score: 4096 },
  { column: 'tags', weight: 'B', score: 256 },
  { column: 'excerpt', weight: 'C', score: 16 },
] as const

const rankSum = (words: readonly string[], when: (w: string, tier: (typeof TIERS)[number]) => RawBuilder<unknown>) =>
  sql.join(
    words.map(
      (w) =>
        sql`(case ${sql.join(
          TIERS.map((t) => sql`when ${when(w, t)} then ${sql.lit(t.score)}`),
          sql` `,
        )} else 1 end)`,
    ),
    sql` + `,
  )

/** A post's relevance for `words` (higher first); same numbers on both engines. */
export const searchRank = (db: Kysely<Database>, idColumn: string, words: readonly string[]): RawBuilder<number> => {
  if (isPostgres(db))
    return sql<number>`(select ${rankHead('s', words)} from post_search s where s.post_id = ${sql.ref(idColumn)})`
  return sql<number>`(${rankSum(words, (w, { column }) => sql`${sql.ref(idColumn)} in (select rowid from post_search where post_search match ${ftsQuery([w], column)})`)})`
}

/**
 * PostgreSQL, a query that joins `post_search` as `alias`: the rank `searchRank` gives, read
 * from the joined row's `head` (no second lookup of post_search per match).
 */
export const rankHead = (alias: string, words: readonly string[]): RawBuilder<number> =>
  sql<number>`(${rankSum(words, (w, { weight }) => sql`${sql.ref(`${alias}.head`)} @@ to_tsquery('simple', ${tsQuery([w], weight)})`)})`

/** PostgreSQL, a query that joins `post_search` as `alias`: the joined post holds every word. */
export const documentMatches = (alias: string, words: readonly string[]): RawBuilder<SqlBool> =>
  sql<SqlBool>`${sql.ref(`${alias}.document`)} @@ to_tsquery('simple', ${tsQuery(words)})`

export { isPostgres }

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const SNIPPET_CHARS = 160

/**
 * A short piece of the first of `fields` that holds the most query words, HTML-escaped, each
 * word that starts with a query word wrapped in `<mark>`. Matching folds text the way the index
 * does, so "Café" is marked for "cafe".
 */
export const markSnippet = (fields: readonly string[], words: readonly string[]) => {
  if (!words.length) return ''
  type Hit = { start: number; end: number }
  let best: { text: string; hits: Hit[]; found: number } | undefined
  for (const text of fields) {
    if (!text) continue
    const hits: Hit[] = []
    const found = new Set<string>()
    for (const m of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
      const folded = foldText(m[0])
      const w = words.find((q) => folded.startsWith(q))
      if (w) {
        hits.push({ start: m.index, end: m.index + m[0].length })
        found.add(w)
      }
    }
    if (!best || found.size > best.found) best = { text, hits, found: found.size }
  }
  if (!best) return ''
  const { text, hits } = best
  // A window that starts a little before the first hit, on a word boundary.
  let from = hits.length ? Math.max(0, hits[0]!.start - 40) : 0
  if (from > 0) from = text.slice(from).search(/\s/) + from + 1
  let to = Math.min(text.length, from + SNIPPET_CHARS)
  if (to < text.length) {
    const cut = text.slice(from, to).search(/\s\S*$/)
    if (cut > 0) to = from + cut
  }
  let out = from > 0 ? '…' : ''
  let at = from
  for (const h of hits) {
    if (h.start < from || h.end > to) continue
    out += `${escapeHtml(text.slice(at, h.start))}<mark>${escapeHtml(text.slice(h.start, h.end))}</mark>`
    at = h.end
  }
  out += escapeHtml(text.slice(at, to)).replace(/\s+/g, ' ')
  return (out.replace(/\s+/g, ' ').trim() + (to < text.length ? '…' : '')).trim()
}
