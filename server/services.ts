import type { FastifyBaseLogger } from 'fastify'

import pkg from '../package.json' with { type: 'json' }
import { BlogWriteSchema } from '../core/schemas/blog.ts'
import { PageWriteSchema } from '../core/schemas/page.ts'
import { ProjectWriteSchema } from '../core/schemas/project.ts'
import type { PublicServices } from '../core/services.ts'
import type { Config } from './config.ts'
import { AppError } from './errors.ts'
import type { Db } from './db/create-db.ts'
import type { ContentEvents } from './lib/events.ts'
import { createOutbound } from './lib/outbound.ts'
import { createRedis } from './lib/redis.ts'
import { createUploadStore } from './lib/upload-store.ts'
import { createAnalyticsService } from './modules/analytics/analytics.service.ts'
import { ViewCounter } from './modules/analytics/view-counter.ts'
import { BACKUP_JOB, createBackupService } from './modules/backup/backup.service.ts'
import { createAuthService } from './modules/auth/auth.service.ts'
import { loadJwtSecret } from './modules/auth/jwt.ts'
import { LoginThrottle, MemoryAttemptStore, RedisAttemptStore } from './modules/auth/login-throttle.ts'
import { createBlogsService } from './modules/blogs/blogs.service.ts'
import { createPostPreviewsService } from './modules/blogs/post-previews.service.ts'
import { createScheduledPostsService } from './modules/blogs/scheduled-posts.service.ts'
import { createSeriesService } from './modules/blogs/series.service.ts'
import { createCertificatesService } from './modules/certificates/certificates.service.ts'
import { createContactMailer } from './modules/contact/contact-mailer.ts'
import { createContactService, DEFAULT_SPAM_RULES } from './modules/contact/contact.service.ts'
import { createImportsService } from './modules/imports/imports.service.ts'
import { createLinkHealthService } from './modules/link-health/link-health.service.ts'
import { createMessagesService } from './modules/messages/messages.service.ts'
import { createPagesService } from './modules/pages/pages.service.ts'
import { createTagsService } from './modules/blogs/tags.service.ts'
import { createNewsletterService } from './modules/newsletter/newsletter.service.ts'
import { createOverviewService } from './modules/overview/overview.service.ts'
import { getRun } from './modules/jobs/jobs.repository.ts'
import { createProjectsService } from './modules/projects/projects.service.ts'
import { createRevisionsService, parseRevisionData } from './modules/revisions/revisions.service.ts'
import { createSetupService } from './modules/setup/setup.service.ts'
import { createRedirectsService } from './modules/redirects/redirects.service.ts'
import { createApiKeysService } from './modules/api-keys/api-keys.service.ts'
import { createSiteService } from './modules/site/site.service.ts'
import { createTestimonialRequestsService } from './modules/testimonial-requests/testimonial-requests.service.ts'
import { createTestimonialsService } from './modules/testimonials/testimonials.service.ts'
import { createUploadsLibrary } from './modules/uploads/uploads.library.ts'
import { createUploadsService } from './modules/uploads/uploads.service.ts'
import { createUsersService } from './modules/users/users.service.ts'
import {
  announceContact,
  announcePosts,
  announceProjects,
  announceTestimonials,
  announceWentLive,
} from './modules/webhooks/webhook-events.ts'
import { createWebhooksService } from './modules/webhooks/webhooks.service.ts'

/** Every service, built once per app; API routes and SSR loaders share these objects. */
export const createServices = (db: Db, config: Config, events: ContentEvents, log: FastifyBaseLogger) => {
  const deps = { db: db.db, events }
  const views = new ViewCounter(db.db, events, { log })
  // Shared state between instances (rate limits, login throttle) when REDIS_URL is set.
  const redis = config.REDIS_URL ? createRedis(config.REDIS_URL) : undefined
  const users = createUsersService({ db: db.db })
  // UPLOADS_DIR or S3_BUCKET: the one store every reader and writer of uploads goes through.
  const uploadStore = createUploadStore(config, log)
  let jwtSecret: Promise<Uint8Array> | undefined
  const loadSecret = () => (jwtSecret ??= loadJwtSecret({ secret: config.JWT_SECRET, dataDir: config.dataDir }))
  // docs/api/platform.md "Webhooks": events are queued by the writes below (webhook-events.ts).
  const webhooks = createWebhooksService({
    db: db.db,
    masterKey: async () => config.ENCRYPTION_KEY ?? (await loadSecret()),
    outbound: createOutbound({ allowPrivate: config.allowPrivateNetwork }),
    settings: {
      timeoutMs: config.WEBHOOK_TIMEOUT_MS,
      maxAttempts: config.WEBHOOK_MAX_ATTEMPTS,
      retryBaseMs: config.WEBHOOK_RETRY_BASE_MS,
      disableAfter: config.WEBHOOK_DISABLE_AFTER,
    },
    log,
    version: pkg.version,
  })
  const auth = createAuthService({
    db: db.db,
    users,
    throttle: new LoginThrottle(redis ? new RedisAttemptStore(redis) : new MemoryAttemptStore()),
    secret: loadSecret,
    encryptionKey: config.ENCRYPTION_KEY,
  })
  const linkHealth = createLinkHealthService({
    ...deps,
    checker: {
      timeoutMs: config.LINK_CHECK_TIMEOUT_MS,
      // SSRF: private and loopback targets are refused, except in tests against a local server.
      allowPrivate: config.linkCheckAllowPrivate,
      hostIntervalMs: 1000,
      maxRedirects: 5,
    },
  })
  const projects = announceProjects(
    createProjectsService({ ...deps, brokenLinks: (ids) => linkHealth.brokenFor('project', ids) }),
    webhooks,
    async (project) => (await linkHealth.withBrokenLinks('project', [project]))[0],
  )
  const blogs = announcePosts(createBlogsService(deps), webhooks)
  const messages = createMessagesService(deps)
  const testimonials = createTestimonialsService(deps)
  const site = createSiteService(deps)
  const pages = createPagesService(deps)
  const uploads = createUploadsService({ store: uploadStore, events, log })
  // Old addresses (slug changes, imports) lead to an item's current path while it is public.
  const redirects = createRedirectsService({
    db: db.db,
    targets: {
      post: (id) => publicPath(blogs.get(String(id)), (p) => `/blogs/${p.slug}`),
      project: (id) => publicPath(projects.get(String(id)), (p) => `/projects/${p.slug}`),
      page: (id) => pages.publicPath(id),
    },
  })
  const services = {
    views,
    redis,
    users,
    auth,
    messages,
    uploads,
    uploadsLibrary: createUploadsLibrary({ db: db.db, uploads, events }),
    imports: createImportsService({ db: db.db, uploads, events, maxMb: config.IMPORT_MAX_MB, redirects }),
    analytics: createAnalyticsService({ db: db.db, views }),
    overview: createOverviewService(deps),
    site,
    setup: createSetupService({ db: db.db, site, emailsMessages: config.SMTP_URL !== undefined }),
    projects,
    certificates: createCertificatesService(deps),
    blogs,
    tags: createTagsService(deps),
    pages,
    postPreviews: createPostPreviewsService({ db: db.db }),
    series: createSeriesService({ db: db.db }),
    scheduledPosts: createScheduledPostsService({
      ...deps,
      tickMs: config.PUBLISH_TICK_MS,
      // Scheduled pages go live by the same job.
      others: [{ topic: 'pages', wentLive: (from, to) => pages.wentLive(from, to) }],
      onPostsLive: async (ids) => {
        for (const id of ids) await announceWentLive(await blogs.adminGet(id), webhooks)
      },
    }),
    revisions: createRevisionsService({
      db: db.db,
      targets: {
        post: {
          get: (id) => blogs.adminGet(id),
          restore: (id, data, by) => blogs.update(id, parseRevisionData(BlogWriteSchema, data), by),
        },
        project: {
          get: (id) => projects.adminGet(id),
          restore: (id, data, by) => projects.update(id, parseRevisionData(ProjectWriteSchema, data), by),
        },
        page: {
          get: (id) => pages.adminGet(id),
          restore: (id, data, by) => pages.update(id, parseRevisionData(PageWriteSchema, data), by),
        },
      },
    }),
    redirects,
    apiKeys: createApiKeysService({ db: db.db }),
    testimonials,
    testimonialRequests: announceTestimonials(createTestimonialRequestsService({ db: db.db }), webhooks, (id) =>
      testimonials.adminGet(id),
    ),
    webhooks,
    linkHealth,
    backup: createBackupService({
      target: { db, databaseUrl: config.DATABASE_URL, uploads: uploadStore },
      dir: config.BACKUP_DIR,
      keep: config.BACKUP_KEEP,
      intervalHours: config.BACKUP_INTERVAL_HOURS,
      lastRun: () => getRun(db.db, BACKUP_JOB),
    }),
    // docs/api/newsletter.md: subscribers and the durable send queue, through SMTP_URL.
    newsletter: createNewsletterService({
      db: db.db,
      siteUrl: config.siteUrl,
      smtpUrl: config.SMTP_URL,
      from: config.SMTP_FROM,
      ratePerMinute: config.NEWSLETTER_RATE_PER_MINUTE,
      burstPerMinute: config.SUBSCRIBE_BURST_PER_MINUTE,
      siteName: async () => (await site.get()).name,
      log,
    }),
    contact: announceContact(
      createContactService({
        db: db.db,
        spam: { ...DEFAULT_SPAM_RULES, global: config.CONTACT_BURST_PER_MINUTE },
        // SMTP_URL: new messages are emailed to the site's contact address as well.
        mailer: config.SMTP_URL
          ? createContactMailer({
              url: config.SMTP_URL,
              from: config.SMTP_FROM,
              siteUrl: config.siteUrl,
              to: async () => (await site.get()).email,
              log,
            })
          : undefined,
      }),
      webhooks,
      (id) => messages.get(id),
    ),
  }
  return services satisfies PublicServices
}

export type Services = ReturnType<typeof createServices>

/** The public path of an item a public getter finds, undefined when it answers 404 (not public). */
const publicPath = async <T>(item: Promise<T>, path: (item: T) => string) => {
  try {
    return path(await item)
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) return undefined
    throw err
  }
}
