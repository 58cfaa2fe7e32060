import type { PublicServices } from '../core/services.ts'
import type { Config } from './config.ts'
import type { Db } from './db/create-db.ts'
import type { ContentEvents } from './lib/events.ts'
import { ViewCounter } from './modules/analytics/view-counter.ts'
import { createBlogsService } from './modules/blogs/blogs.service.ts'
import { createCertificatesService } from './modules/certificates/certificates.service.ts'
import { createContactService } from './modules/contact/contact.service.ts'
import { createProjectsService } from './modules/projects/projects.service.ts'
import { createSiteService } from './modules/site/site.service.ts'
import { createTestimonialsService } from './modules/testimonials/testimonials.service.ts'

/** Every service, built once per app; API routes and SSR loaders share these objects. */
export const createServices = (db: Db, _config: Config, events: ContentEvents) => {
  const deps = { db: db.db, events }
  const views = new ViewCounter(db.db, events)
  const services = {
    views,
    site: createSiteService(deps),
    projects: createProjectsService({ ...deps, views }),
    certificates: createCertificatesService(deps),
    blogs: createBlogsService({ ...deps, views }),
    testimonials: createTestimonialsService(deps),
    contact: createContactService(deps),
  }
  return services satisfies PublicServices
}

export type Services = ReturnType<typeof createServices>
