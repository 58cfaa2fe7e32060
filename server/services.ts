import type { Config } from './config.ts'
import type { Db } from './db/create-db.ts'
import type { ContentEvents } from './lib/events.ts'
import { ViewCounter } from './modules/analytics/view-counter.ts'
import { createProjectsService } from './modules/projects/projects.service.ts'

/** Every service, built once per app; routes and SSR loaders share these objects. */
export const createServices = (db: Db, config: Config, events: ContentEvents) => {
  const views = new ViewCounter(db.db, events)
  return {
    views,
    projects: createProjectsService({ db: db.db, events, views }),
  }
}

export type Services = ReturnType<typeof createServices>
