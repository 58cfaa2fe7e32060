import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import {
  LoginRequestSchema,
  RefreshRequestSchema,
  RegisterSchema,
  TokenResponseSchema,
  UserSchema,
  UserUpdateSchema,
} from '../../../core/schemas/auth.ts'

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, users } = app.services
  const tags = ['auth']

  // SPEC.md §7: the login form is posted as multipart (and OAuth2-style clients send urlencoded).
  // Both parsers live in this context only; no file is accepted here.
  await app.register(formbody, { bodyLimit: 16 * 1024 })
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 10, fieldSize: 4 * 1024, files: 0, parts: 10, fieldNameSize: 100 },
  })

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Log in with a form: `username` holds the email',
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        body: LoginRequestSchema,
        response: { 200: TokenResponseSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    (req) => auth.login(req.body.username, req.body.password, req.ip),
  )

  app.post(
    '/auth/register',
    {
      schema: { tags, body: RegisterSchema, response: { 201: UserSchema } },
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (req, reply) => reply.status(201).send(await users.register(req.body)),
  )

  app.post(
    '/auth/refresh',
    {
      schema: { tags, body: RefreshRequestSchema.nullish(), response: { 200: TokenResponseSchema } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    (req) => auth.refresh(req.body?.refresh_token),
  )

  app.post(
    '/auth/logout',
    {
      schema: { tags, body: RefreshRequestSchema.nullish() },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      await auth.logout(req.body?.refresh_token)
      return reply.status(204).send()
    },
  )

  app.get(
    '/auth/me',
    { onRequest: app.requireUser, schema: { tags, security: [{ bearer: [] }], response: { 200: UserSchema } } },
    (req) => users.get(req.user!.id),
  )

  app.put(
    '/auth/me',
    {
      onRequest: app.requireUser,
      schema: { tags, security: [{ bearer: [] }], body: UserUpdateSchema, response: { 200: UserSchema } },
    },
    (req) => users.updateMe(req.user!.id, req.body),
  )
}
