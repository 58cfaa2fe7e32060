import type { Kysely } from 'kysely'

import type { Analytics } from '../../../core/schemas/analytics.ts'
import type { Database } from '../../db/schema.ts'
import { visitorOf, type RequestLike } from '../../lib/visitor.ts'
import * as repo from './analytics.repository.ts'
import type { ViewCounter } from './view-counter.ts'

const TOP = 5
const DAY_MS = 24 * 3600 * 1000
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The admin dashboard's numbers: views per day (UTC days), top content, totals. */
export const createAnalyticsService = ({ db, views }: { db: Kysely<Database>; views: ViewCounter }) => ({
  /**
   * The one way a view is counted, for the API's detail reads and for detail pages (also when
   * the page comes from the page cache): once per visitor, item and UTC day, bots never.
   */
  countView: (type: 'project' | 'post', id: number, request: RequestLike) => {
    views.record(type, id, visitorOf(request, undefined, { botsUnnamed: true }))
  },

  get: async (days: number): Promise<Analytics> => {
    // Views waiting in the batch belong in the answer.
    await views.flush()
    const today = Date.parse(`${isoDay(Date.now())}T00:00:00Z`)
    const from = isoDay(today - (days - 1) * DAY_MS)
    const to = isoDay(today)

    const [daily, topProjects, topLiked, topPosts, totals] = await Promise.all([
      repo.viewsByDay(db, from),
      repo.topProjects(db, from, 'views', TOP),
      repo.topProjects(db, from, 'likes', TOP),
      repo.topPosts(db, from, TOP),
      repo.totals(db),
    ])

    const series = new Map<string, { day: string; views: number; project_views: number; post_views: number }>()
    for (let i = 0; i < days; i++) {
      const day = isoDay(today - (days - 1 - i) * DAY_MS)
      series.set(day, { day, views: 0, project_views: 0, post_views: 0 })
    }
    for (const r of daily) {
      const entry = series.get(r.day)
      if (!entry) continue
      entry.views += r.views
      if (r.type === 'project') entry.project_views += r.views
      else if (r.type === 'post') entry.post_views += r.views
    }
    const viewsPerDay = [...series.values()]

    return {
      days,
      from,
      to,
      views_per_day: viewsPerDay,
      top_projects: topProjects,
      top_liked_projects: topLiked,
      top_posts: topPosts,
      totals: { ...totals, period_views: viewsPerDay.reduce((n, d) => n + d.views, 0) },
    }
  },
})
