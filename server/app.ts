import compress from '@fastify/compress'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'

import pkg from '../package.json' with { type: 'json' }
import type { Config } from './config.ts'
import type { Db } from './db/create-db.ts'
import { ContentEvents } from './lib/events.ts'
import { documentTransform, webhookDocuments } from './lib/openapi.ts'
import { LOG_SERIALIZERS, type LoggerOptions } from './lib/log-serializers.ts'
import { clearAtUtcMidnight, ResponseCache } from './lib/response-cache.ts'
import { apiKeysAdminRoutes } from './modules/api-keys/api-keys.admin-routes.ts'
import { webhooksAdminRoutes } from './modules/webhooks/webhooks.admin-routes.ts'
import { analyticsAdminRoutes } from './modules/analytics/analytics.admin-routes.ts'
import { overviewAdminRoutes } from './modules/overview/overview.admin-routes.ts'
import { authRoutes } from './modules/auth/auth.routes.ts'
import { backupAdminRoutes } from './modules/backup/backup.admin-routes.ts'
import { BACKUP_JOB } from './modules/backup/backup.service.ts'
import { blogsAdminRoutes, blogsWriteRoutes } from './modules/blogs/blogs.admin-routes.ts'
import { blogsRoutes } from './modules/blogs/blogs.routes.ts'
import { tagsAdminRoutes } from './modules/blogs/tags.admin-routes.ts'
import { pagesAdminRoutes } from './modules/pages/pages.admin-routes.ts'
import { seriesRoutes } from './modules/blogs/series.routes.ts'
import { postPreviewsAdminRoutes } from './modules/blogs/post-previews.admin-routes.ts'
import { PUBLISH_JOB } from './modules/blogs/scheduled-posts.service.ts'
import { certificatesAdminRoutes } from './modules/certificates/certificates.admin-routes.ts'
import { certificatesRoutes } from './modules/certificates/certificates.routes.ts'
import { contactRoutes } from './modules/contact/contact.routes.ts'
import { healthRoutes } from './modules/health/health.routes.ts'
import { createScheduler, type Scheduler } from './modules/jobs/scheduler.ts'
import { pruneExpired, RETENTION_EVERY_MS, RETENTION_JOB } from './modules/jobs/retention.ts'
import { linkHealthAdminRoutes } from './modules/link-health/link-health.admin-routes.ts'
import { LINK_CHECK_JOB } from './modules/link-health/link-health.service.ts'
import { messagesAdminRoutes } from './modules/messages/messages.admin-routes.ts'
import { newsletterAdminRoutes } from './modules/newsletter/newsletter.admin-routes.ts'
import { NEWSLETTER_JOB } from './modules/newsletter/newsletter.service.ts'
import { newsletterPageRoutes, subscribeApiRoutes } from './modules/newsletter/newsletter.routes.ts'
import { projectsAdminRoutes } from './modules/projects/projects.admin-routes.ts'
import { projectsRoutes } from './modules/projects/projects.routes.ts'
import { redirectsAdminRoutes } from './modules/redirects/redirects.admin-routes.ts'
import { revisionsAdminRoutes } from './modules/revisions/revisions.admin-routes.ts'
import { resumeAdminRoutes } from './modules/resume/resume.admin-routes.ts'
import { createResumeService } from './modules/resume/resume.service.ts'
import { shareImagesRoutes } from './modules/share-images/share-images.routes.ts'
import { setupAdminRoutes } from './modules/setup/setup.admin-routes.ts'
import { siteAdminRoutes } from './modules/site/site.admin-routes.ts'
import { siteRoutes } from './modules/site/site.routes.ts'
import { testimonialsAdminRoutes } from './modules/testimonials/testimonials.admin-routes.ts'
import { testimonialsRoutes } from './modules/testimonials/testimonials.routes.ts'
import {
  testimonialRequestsAdminRoutes,
  testimonialRequestsRoutes,
} from './modules/testimonial-requests/testimonial-requests.routes.ts'
import { importsAdminRoutes } from './modules/imports/imports.admin-routes.ts'
import { uploadsAdminRoutes } from './modules/uploads/uploads.admin-routes.ts'
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts'
import { registerApiKeyGate } from './plugins/api-keys.ts'
import { authPlugin } from './plugins/auth.ts'
import { registerCors } from './plugins/cors.ts'
import { clientErrorHandler } from './plugins/client-errors.ts'
import { registerErrorHandler } from './plugins/errors.ts'
import { registerHttpDelivery } from './plugins/http-delivery.ts'
import { registerRateLimit } from './plugins/rate-limit.ts'
import { helmetHeaders, registerSecurityHeaders } from './plugins/security-headers.ts'
import { createServices, type Services } from './services.ts'
import { registerResume } from './web/resume.ts'
import { registerWeb, type WebMode } from './web/ssr.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    services: Services
    events: ContentEvents
    /** Recurring jobs, run once per interval across every instance (backups, …). */
    scheduler: Scheduler
  }
}

export interface BuildOptions {
  config: Config
  /** An open, migrated database: main.ts, the scripts and the tests migrate once, before this. The caller closes it. */
  db: Db
  /** false: no log; otherwise LOG_LEVEL or these options (secret link tokens are always left out). */
  logger?: false | LoggerOptions
  /** Serve the public site too: the built app, Vite's dev server, or nothing (API tests). */
  web?: WebMode | false
}

/** Compose the server: plugins → API → web → errors. Never listens, never migrates. */
export const buildApp = async ({ config, db, logger, web = false }: BuildOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: logger === false ? false : { ...(logger ?? { level: config.LOG_LEVEL }), serializers: LOG_SERIALIZERS },
    bodyLimit: 1024 * 1024,
    // Behind a reverse proxy, TRUST_PROXY makes request.ip the visitor's (rate limits, likes).
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A request (slow body included) gets REQUEST_TIMEOUT_MS, then 408 and the socket closes.
    // Given to the http server itself and checked every second (ARCHITECTURE.md, Known traps).
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: { requestTimeout: config.REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>()
  // Outbound requests never reach private addresses in production, whatever the environment says.
  const allowPrivate = (['ALLOW_PRIVATE_NETWORK', 'LINK_CHECK_ALLOW_PRIVATE'] as const).filter((name) => config[name])
  if (config.NODE_ENV === 'production' && allowPrivate.length)
    app.log.warn(
      `${allowPrivate.join(' and ')} ${allowPrivate.length > 1 ? 'are' : 'is'} ignored in production: outbound requests never reach loopback or private addresses`,
    )

  const events = new ContentEvents()
  const services = createServices(db, config, events, app.log)
  // /resume.pdf and GET /admin/resume share one: the upload, else a PDF generated from the content.
  const resume = createResumeService({
    getSite: () => services.site.get(),
    getFeaturedProjects: (limit) => services.projects.featured(limit),
    getCertificates: async (limit) => (await services.certificates.list({ skip: 0, limit })).certificates,
    events,
    siteUrl: config.siteUrl,
    uploads: services.uploads.store,
  })
  // Several instances: a change on one drops the caches of all (ARCHITECTURE.md, Scale).
  if (services.redis) await events.connect(services.redis, config.DATABASE_URL)
  else if (db.dialect === 'postgres') {
    await events.listenPostgres(config.DATABASE_URL)
    app.log.warn('REDIS_URL is not set: with several instances, rate limits and login throttles count per instance')
  }

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // JSON, forms and multipart only: any other body type is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain')
  app.decorate('config', config)
  app.decorate('db', db)
  app.decorate('services', services)
  app.decorate('events', events)
  registerErrorHandler(app)
  // One cache of answers for the public API and the pages, bounded by CACHE_MAX_MB.
  const cache = new ResponseCache({ maxBytes: config.CACHE_MAX_MB * 1024 * 1024 })
  cache.listen(events)
  const stopMidnightClear = clearAtUtcMidnight(cache)

  // Helmet's headers, built once (plugins/security-headers.ts): the same on every response.
  const securityHeaders = await helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: config.siteUrl.startsWith('https:'),
  })
  // HTTP delivery: its fast path answers fresh hits in front of Fastify (plugins/http-delivery.ts).
  const delivery = registerHttpDelivery(app, {
    cache,
    commonHeaders: securityHeaders,
    countsAnonymous: config.PUBLIC_API_RATE_LIMIT > 0,
    trustProxy: config.TRUST_PROXY,
  })
  registerSecurityHeaders(app, securityHeaders)
  registerCors(app)
  await app.register(compress, { threshold: 1024 })
  await registerRateLimit(app, services.redis)
  await app.register(authPlugin)
  // API keys: who a keyed request is, what it may do, and the public API's limits (issue 28).
  registerApiKeyGate(app)
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Folio API',
        version: pkg.version,
        description: 'The portfolio and blog API (see docs/API.md).',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: config.siteUrl, description: 'This site' }],
      webhooks: webhookDocuments(),
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'An access token (JWT) or an API key' },
          apiKey: { type: 'apiKey', in: 'query', name: 'key', description: 'A content API key' },
        },
      },
    },
    transform: documentTransform,
  })
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The docs bring their own CSP; keep them out of frames like every other page.
    transformStaticCSP: (header) => header.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  })
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger())

  await app.register(
    async (api) => {
      await api.register(healthRoutes)
      await api.register(siteRoutes)
      await api.register(projectsRoutes)
      await api.register(certificatesRoutes)
      await api.register(blogsRoutes)
      await api.register(seriesRoutes)
      await api.register(testimonialsRoutes)
      await api.register(contactRoutes)
      await api.register(subscribeApiRoutes)
      await api.register(testimonialRequestsRoutes)
      await api.register(authRoutes)
      await api.register(blogsWriteRoutes)
      // Every /api/v1/admin route: one superuser check, before any body is read (STYLE.md).
      await api.register(
        async (admin) => {
          admin.addHook('onRequest', admin.requireSuperuser)
          await admin.register(projectsAdminRoutes)
          await admin.register(certificatesAdminRoutes)
          await admin.register(blogsAdminRoutes)
          await admin.register(postPreviewsAdminRoutes)
          await admin.register(revisionsAdminRoutes)
          await admin.register(redirectsAdminRoutes)
          await admin.register(testimonialsAdminRoutes)
          await admin.register(siteAdminRoutes)
          await admin.register(setupAdminRoutes)
          await admin.register(resumeAdminRoutes, { resume })
          await admin.register(analyticsAdminRoutes)
          await admin.register(overviewAdminRoutes)
          await admin.register(messagesAdminRoutes)
          await admin.register(testimonialRequestsAdminRoutes)
          await admin.register(linkHealthAdminRoutes)
          await admin.register(uploadsAdminRoutes)
          await admin.register(importsAdminRoutes, { maxMb: config.IMPORT_MAX_MB })
          await admin.register(backupAdminRoutes)
          await admin.register(pagesAdminRoutes)
          await admin.register(tagsAdminRoutes)
          await admin.register(newsletterAdminRoutes)
          await admin.register(apiKeysAdminRoutes)
          await admin.register(webhooksAdminRoutes)
        },
        { prefix: '/admin' },
      )
    },
    { prefix: '/api/v1' },
  )

  await app.register(uploadsRoutes)
  await app.register(newsletterPageRoutes)
  await app.register(shareImagesRoutes, { cache })
  // Before the web layer, whose static files and pages leave /resume.pdf to it.
  registerResume(app, { resume })
  if (web) await registerWeb(app, { mode: web, cache, delivery })

  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send({ detail: `No route for ${req.method} ${req.url.split('?')[0]}`, code: 'NOT_FOUND' }),
  )

  const scheduler = createScheduler(db.db, app.log)
  if (config.BACKUP_DIR) {
    scheduler.add({
      name: BACKUP_JOB,
      everyMs: config.BACKUP_INTERVAL_HOURS * 3_600_000,
      run: () => services.backup.scheduled(),
    })
  }
  if (config.LINK_CHECK_INTERVAL_HOURS > 0) {
    scheduler.add({
      name: LINK_CHECK_JOB,
      everyMs: config.LINK_CHECK_INTERVAL_HOURS * 3_600_000,
      run: () => services.linkHealth.runScheduled(),
    })
  }
  // Scheduled posts go live by themselves: one instance looks every tick and tells the others.
  scheduler.add({
    name: PUBLISH_JOB,
    everyMs: config.PUBLISH_TICK_MS,
    quiet: true,
    run: () => services.scheduledPosts.announceDue(),
  })
  // docs/api/newsletter.md: a post that went public (now, or by its scheduled time) is queued once.
  const queueNewsletter = () => services.newsletter.queueGonePublic()
  scheduler.add({ name: NEWSLETTER_JOB, everyMs: config.PUBLISH_TICK_MS, quiet: true, run: queueNewsletter })
  events.on('change', (kind) => {
    if (kind === 'blogs')
      queueNewsletter().catch((err: unknown) => app.log.warn({ err }, 'newsletter: queueing a post failed'))
  })
  // Imports run one at a time, on the instance holding the uploaded file (docs/api/import-export.md).
  scheduler.add({ name: 'imports', everyMs: 5000, quiet: true, run: () => services.imports.runQueued() })
  scheduler.add({ name: RETENTION_JOB, everyMs: RETENTION_EVERY_MS, run: () => pruneExpired(db.db) })
  app.decorate('scheduler', scheduler)
  app.addHook('onReady', async () => {
    scheduler.start()
    services.newsletter.start()
    services.webhooks.start()
  })

  app.addHook('onClose', async () => {
    await scheduler.stop()
    await services.newsletter.stop()
    await services.webhooks.stop()
    // Variants being made after an upload's answer are finished (the next start would redo them).
    await services.imports.idle()
    await services.uploads.idle()
    stopMidnightClear()
    events.close()
    await services.views.close()
  })
  return app
}
