import type { Kysely, Transaction } from 'kysely'

import type {
  PostSeriesRef,
  SeriesDetail,
  SeriesList,
  SeriesListQuery,
  SeriesWrite,
} from '../../../core/schemas/blog.ts'
import { pageMeta } from '../../../core/schemas/common.ts'
import { slugify } from '../../db/convert.ts'
import type { Database } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import * as repo from './series.repository.ts'

const partTaken = (part: number) =>
  new AppError(409, 'SERIES_PART_CONFLICT', `Another post of this series is already part ${part}`)

/** The series `slug` as a post's slug is made from its title. */
export const seriesSlug = (name: string) => slugify(name.trim())

/** A post's series for its responses (null: none). */
export const seriesRefOf = async (
  db: Kysely<Database> | Transaction<Database>,
  postId: number,
): Promise<PostSeriesRef | null> => {
  const row = await repo.findPostSeries(db, postId)
  if (!row) return null
  return { name: row.name, slug: row.slug, part: row.part, total: await repo.countPublished(db, row.slug) }
}

/** 409 when another post of the series (draft or not) has this part: checked before any write. */
export const checkSeriesPart = async (
  db: Kysely<Database>,
  series: SeriesWrite | null | undefined,
  postId?: number,
) => {
  if (!series) return
  if (await repo.findPart(db, seriesSlug(series.name), series.part, postId)) throw partTaken(series.part)
}

/** Writes the post's series in the post's transaction; `undefined` keeps what it has. */
export const writeSeries = async (
  trx: Transaction<Database>,
  postId: number,
  series: SeriesWrite | null | undefined,
) => {
  if (series === undefined) return
  await repo.setPostSeries(
    trx,
    postId,
    series ? { name: series.name.trim(), slug: seriesSlug(series.name), part: series.part } : null,
  )
}

export const createSeriesService = ({ db }: { db: Kysely<Database> }) => ({
  list: async (q: SeriesListQuery): Promise<SeriesList> => {
    const { rows, total } = await repo.listSeries(db, q.skip, q.limit)
    return { series: rows, ...pageMeta(total, q.skip, q.limit, rows.length) }
  },
  get: async (slug: string): Promise<SeriesDetail> => {
    const posts = await repo.publishedPostsOf(db, slug)
    if (!posts.length) throw new AppError(404, 'SERIES_NOT_FOUND', 'Series not found')
    return {
      name: posts.at(-1)!.name,
      slug,
      posts: posts.map(({ name: _name, ...p }) => p),
    }
  },
})
