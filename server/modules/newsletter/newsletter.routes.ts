import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { SUBSCRIBE_MESSAGE, SubscribeAcceptedSchema, SubscribeRequestSchema } from '../../../core/schemas/newsletter.ts'
import {
  checkInboxPage,
  confirmedPage,
  notFoundPage,
  type PageChrome,
  rateLimitedPage,
  subscribeFormPage,
  testUnsubscribePage,
  unsubscribedPage,
  unsubscribePage,
} from './newsletter-pages.ts'
import { TEST_UNSUBSCRIBE_TOKEN } from './newsletter-email.ts'

/**
 * The contact form's per-client limit (5 in 10 minutes, 429 RATE_LIMITED with Retry-After);
 * the form goes through this route too, so both count together (docs/api/newsletter.md).
 */
const SUBSCRIBE_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' }

const TokenParamsSchema = z.object({ token: z.string().min(1).max(200) })

/** POST /api/v1/subscribe. */
export const subscribeApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe to new posts by email (double opt-in); the same 202 whatever the address',
        body: SubscribeRequestSchema,
        response: { 202: SubscribeAcceptedSchema },
      },
      config: { rateLimit: SUBSCRIBE_RATE_LIMIT },
    },
    async (req, reply) => {
      await app.services.newsletter.subscribe(req.body)
      return reply.status(202).send({ message: SUBSCRIBE_MESSAGE })
    },
  )
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(body)

/** The pages: the form without JavaScript, the confirmation link, the unsubscribe link (RFC 8058). */
export const newsletterPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { newsletter, site } = app.services
  const chrome = async (): Promise<PageChrome> => {
    const profile = await site.get()
    return { name: profile.name, stackLine: profile.stack_line, stylesheets: app.siteStylesheets ?? [] }
  }
  await app.register(formbody, { bodyLimit: 16 * 1024 })
  // RFC 8058 allows the one-click body as multipart/form-data too; no file is accepted.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 10, fieldSize: 4 * 1024, files: 0, parts: 10, fieldNameSize: 100 },
  })
  const tags = ['newsletter']
  const FormBodySchema = z.object({
    email: z.string().max(1000).optional(),
    name: z.string().max(1000).optional(),
    website: z.string().max(1000).optional(),
  })

  app.get('/subscribe', { schema: { tags, summary: 'The subscribe form as a page (HTML)' } }, async (_req, reply) =>
    html(reply, 200, subscribeFormPage(await chrome(), { email: '', name: '' }, {})),
  )
  app.post(
    '/subscribe',
    {
      schema: {
        tags,
        summary: 'The subscribe form without JavaScript: an HTML answer (check your inbox, or the form with errors)',
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        body: FormBodySchema,
      },
    },
    async (req, reply) => {
      // The form is a client of POST /api/v1/subscribe, from the visitor's address: one set of
      // rules, and one rate-limit counter for the API and the form together.
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/subscribe',
        payload: req.body,
        remoteAddress: req.ip,
      })
      if (res.statusCode === 422) {
        const errors: { email?: string; name?: string } = {}
        for (const e of (res.json() as { errors?: { loc: (string | number)[]; msg: string }[] }).errors ?? []) {
          const field = e.loc.at(-1)
          if ((field === 'email' || field === 'name') && !errors[field]) errors[field] = e.msg
        }
        const values = { email: req.body.email ?? '', name: req.body.name ?? '' }
        return html(reply, 422, subscribeFormPage(await chrome(), values, errors))
      }
      if (res.statusCode !== 202) {
        const retry = res.headers['retry-after']
        if (retry !== undefined) void reply.header('retry-after', String(retry))
        // A person filled in the form: the rate limit as a page, not the API's JSON.
        const seconds = Number(retry)
        return html(
          reply,
          res.statusCode,
          rateLimitedPage(await chrome(), Number.isFinite(seconds) ? seconds : undefined),
        )
      }
      return html(reply, 200, checkInboxPage(await chrome(), SUBSCRIBE_MESSAGE))
    },
  )
  app.get(
    '/subscribe/confirm/:token',
    {
      schema: {
        tags,
        summary: 'Confirms a subscription (HTML page); again: changes nothing',
        params: TokenParamsSchema,
      },
    },
    async (req, reply) => {
      const ok = await newsletter.confirm(req.params.token)
      return html(reply, ok ? 200 : 404, ok ? confirmedPage(await chrome()) : notFoundPage(await chrome()))
    },
  )
  app.get(
    '/unsubscribe/:token',
    {
      schema: {
        tags,
        summary: 'The unsubscribe page: a button; the GET itself changes nothing',
        params: TokenParamsSchema,
      },
    },
    async (req, reply) => {
      if (req.params.token === TEST_UNSUBSCRIBE_TOKEN) return html(reply, 200, testUnsubscribePage(await chrome()))
      const known = await newsletter.knowsUnsubscribeToken(req.params.token)
      return html(
        reply,
        known ? 200 : 404,
        known ? unsubscribePage(await chrome(), req.params.token) : notFoundPage(await chrome()),
      )
    },
  )
  app.post(
    '/unsubscribe/:token',
    {
      schema: {
        tags,
        summary: 'Unsubscribes (the page\'s button, or RFC 8058 one-click "List-Unsubscribe=One-Click"); no session',
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        params: TokenParamsSchema,
      },
    },
    async (req, reply) => {
      if (req.params.token === TEST_UNSUBSCRIBE_TOKEN) return html(reply, 200, testUnsubscribePage(await chrome()))
      const ok = await newsletter.unsubscribe(req.params.token)
      return html(reply, ok ? 200 : 404, ok ? unsubscribedPage(await chrome()) : notFoundPage(await chrome()))
    },
  )
}
