import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import {
  LoginRequestSchema,
  LoginResponseSchema,
  MeSchema,
  RecoveryCodesSchema,
  RefreshRequestSchema,
  RegisterSchema,
  SessionListSchema,
  SessionParamsSchema,
  TokenResponseSchema,
  TwoFactorDisableSchema,
  TwoFactorEnableSchema,
  TwoFactorSetupRequestSchema,
  TwoFactorSetupSchema,
  TwoFactorVerifySchema,
  type User,
  UserSchema,
  UserUpdateSchema,
} from '../../../core/schemas/auth.ts'
import { NoContentSchema } from '../../../core/schemas/common.ts'
import { errorAnswers } from '../../lib/openapi.ts'
import { bearerToken } from '../../plugins/auth.ts'
import type { ClientInfo } from './auth.service.ts'

const clientOf = (req: FastifyRequest): ClientInfo => ({ ip: req.ip, userAgent: req.headers['user-agent'] })

// A route that asks for the password again: wrong (400), or wrong too often (429, login-throttle.ts).
const PASSWORD_ERRORS = {
  400: 'The password is incorrect',
  429: 'Too many wrong passwords: try again later',
}

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
        response: {
          200: LoginResponseSchema,
          ...errorAnswers({ 401: 'Incorrect email or password', 403: 'This account is disabled' }),
        },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    (req) => auth.login(req.body.username, req.body.password, clientOf(req)),
  )

  app.post(
    '/auth/2fa/verify',
    {
      schema: {
        tags,
        summary: 'The code step of a two-factor sign-in: an authenticator code or an unused recovery code',
        body: TwoFactorVerifySchema,
        response: {
          200: TokenResponseSchema,
          ...errorAnswers({ 401: 'The code is wrong, or the sign-in expired: enter the password again' }),
        },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    (req) => auth.verifyTwoFactor(req.body.challenge, req.body.code, clientOf(req)),
  )

  app.post(
    '/auth/register',
    {
      schema: {
        summary: 'Register an account',
        tags,
        body: RegisterSchema,
        response: { 201: UserSchema, ...errorAnswers({ 409: 'The email or the username is taken' }) },
      },
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (req, reply) => reply.status(201).send(await users.register(req.body)),
  )

  app.post(
    '/auth/refresh',
    {
      schema: {
        summary: 'Refresh the session tokens',
        tags,
        body: RefreshRequestSchema.nullish(),
        response: {
          200: TokenResponseSchema,
          ...errorAnswers({ 401: 'No refresh token, or it is invalid or expired' }),
        },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    (req) => auth.refresh(req.body?.refresh_token, clientOf(req)),
  )

  app.post(
    '/auth/logout',
    {
      schema: {
        summary: 'Log out of this session',
        tags,
        body: RefreshRequestSchema.nullish(),
        response: { 204: NoContentSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      await auth.logout(req.body?.refresh_token)
      return reply.status(204).send(null)
    },
  )

  const withTwoFactor = async (user: User) => ({
    ...user,
    two_factor_enabled: await auth.twoFactor.isEnabled(user.id),
  })
  const secured = { tags, security: [{ bearer: [] }] }

  app.get(
    '/auth/me',
    {
      onRequest: app.requireUser,
      schema: { summary: 'Get the signed-in user', ...secured, response: { 200: MeSchema } },
    },
    async (req) => withTwoFactor(await users.get(req.user!.id)),
  )

  app.put(
    '/auth/me',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Update the signed-in user',
        ...secured,
        body: UserUpdateSchema,
        response: { 200: MeSchema, ...errorAnswers({ ...PASSWORD_ERRORS, 409: 'The email or the username is taken' }) },
      },
    },
    async (req) => withTwoFactor(await auth.updateMe(req.user!, req.body, req.ip)),
  )

  app.post(
    '/auth/2fa/setup',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        summary:
          'Start two-factor setup with the current password: a new secret, its otpauth URL and QR code (not active yet)',
        body: TwoFactorSetupRequestSchema,
        response: {
          200: TwoFactorSetupSchema,
          ...errorAnswers({ ...PASSWORD_ERRORS, 409: 'Two-factor sign-in is already enabled' }),
        },
      },
    },
    (req) => auth.setupTwoFactor(req.user!, req.body.password, req.ip),
  )

  app.post(
    '/auth/2fa/enable',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        summary:
          'Confirm the setup with one code; answers the 10 recovery codes, shown once, and signs out every other session',
        body: TwoFactorEnableSchema,
        response: {
          200: RecoveryCodesSchema,
          ...errorAnswers({ 409: 'Two-factor sign-in is already enabled, or its setup was not started' }),
        },
      },
    },
    async (req) => ({
      recovery_codes: await auth.enableTwoFactor(req.user!.id, req.body.code, await auth.sessionOf(bearerToken(req))),
    }),
  )

  app.post(
    '/auth/2fa/disable',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        summary: 'Turn two-factor sign-in off (password and a code)',
        body: TwoFactorDisableSchema,
        response: {
          204: NoContentSchema,
          ...errorAnswers({ ...PASSWORD_ERRORS, 409: 'Two-factor sign-in is not enabled' }),
        },
      },
    },
    async (req, reply) => {
      await auth.disableTwoFactor(req.user!, req.body.password, req.body.code, req.ip)
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/auth/sessions',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        summary: 'Signed-in sessions, one per refresh-token family',
        response: { 200: SessionListSchema },
      },
    },
    async (req) => auth.listSessions(req.user!.id, await auth.sessionOf(bearerToken(req))),
  )

  app.delete(
    '/auth/sessions/:id',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        summary: 'Sign a session out: its refresh token stops working',
        params: SessionParamsSchema,
      },
    },
    async (req, reply) => {
      await auth.revokeSession(req.user!.id, req.params.id)
      return reply.status(204).send()
    },
  )

  app.delete(
    '/auth/sessions',
    {
      onRequest: app.requireUser,
      schema: { ...secured, summary: 'Sign out everywhere else: every session but this one' },
    },
    async (req, reply) => {
      await auth.revokeOtherSessions(req.user!.id, await auth.sessionOf(bearerToken(req)))
      return reply.status(204).send()
    },
  )
}
