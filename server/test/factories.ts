import { randomBytes } from 'node:crypto'

import type { FastifyInstance } from 'fastify'

import type { TokenResponse, User } from '../../core/schemas/auth.ts'
import type { BlogWrite } from '../../core/schemas/blog.ts'
import type { CertificateWrite } from '../../core/schemas/certificate.ts'
import type { ProjectWrite } from '../../core/schemas/project.ts'
import type { TestimonialWrite } from '../../core/schemas/testimonial.ts'

let seq = 0
/** A short string unique within this test run, for emails, usernames, titles. */
export const unique = (prefix = 'x') =>
  `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}${randomBytes(2).toString('hex')}`

export const STRONG_PASSWORD = 'Str0ng!Passw0rd'

export interface TestAccount {
  user: User
  email: string
  password: string
  /** `{ authorization: 'Bearer …' }`, ready for app.inject. */
  headers: { authorization: string }
  tokens: TokenResponse
}

/** A user created through the service (fast); tokens issued directly, no login round trip. */
export const createUser = async (
  app: FastifyInstance,
  opts: { superuser?: boolean; email?: string; password?: string; username?: string; full_name?: string } = {},
): Promise<TestAccount> => {
  const email = opts.email ?? `${unique('user')}@example.com`
  const password = opts.password ?? STRONG_PASSWORD
  const input = {
    email,
    password,
    username: opts.username ?? unique('u').slice(0, 20),
    full_name: opts.full_name ?? 'Test Person',
  }
  const user = opts.superuser
    ? await app.services.users.createSuperuser(input)
    : await app.services.users.register(input)
  const tokens = await app.services.auth.issue(user.id)
  return { user, email: email.toLowerCase(), password, tokens, headers: bearer(tokens.access_token) }
}

export const createAdmin = (app: FastifyInstance, opts: Parameters<typeof createUser>[1] = {}) =>
  createUser(app, { ...opts, superuser: true })

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** Logs in through the API, as the web app does (urlencoded form, `username` = email). */
export const login = async (app: FastifyInstance, email: string, password: string, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: new URLSearchParams({ username: email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ...(remoteAddress ? { remoteAddress } : {}),
  })

/** A valid project write body; override what the test is about. */
export const projectInput = (overrides: Partial<ProjectWrite> = {}): ProjectWrite => ({
  title: unique('Project '),
  description: '<p>A project.</p>',
  short_description: 'A short description',
  technologies: ['TypeScript', 'React'],
  category: 'fullstack',
  project_type: 'personal',
  github_url: null,
  live_url: null,
  demo_url: null,
  case_study_url: null,
  featured_image: null,
  gallery: [],
  featured: false,
  completed: true,
  start_date: null,
  end_date: null,
  is_active: true,
  complexity_score: 5,
  ...overrides,
})

export const createProject = (app: FastifyInstance, overrides: Partial<ProjectWrite> = {}) =>
  app.services.projects.create(projectInput(overrides))

/** A valid contact form body. */
export const contactInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A project',
  message: 'Hello, I would like to talk about a project.',
  ...overrides,
})

/** A distinct client address per index (10.x.y.z), for tests of per-visitor or per-IP rules. */
export const ipFor = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`

export interface MultipartPart {
  name: string
  data: Buffer | string
  filename?: string
  contentType?: string
}

/** A multipart/form-data body for app.inject. */
export const multipart = (parts: MultipartPart[]) => {
  const boundary = `----folio${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`
    const type = p.contentType ? `\r\nContent-Type: ${p.contentType}` : ''
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`))
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

export const certificateInput = (overrides: Partial<CertificateWrite> = {}): CertificateWrite => ({
  title: unique('Certificate '),
  issuer: 'IBM',
  platform: 'Coursera',
  issued_date: '2024-01-05',
  expiry_date: null,
  certificate_id: 'ABC-123',
  credential_url: 'https://example.com/verify/abc',
  image_url: null,
  category: 'Cloud Computing',
  skills: ['Docker', 'Kubernetes'],
  description: 'Containers in production.',
  featured: false,
  verified: true,
  is_active: true,
  ...overrides,
})

export const createCertificate = (app: FastifyInstance, overrides: Partial<CertificateWrite> = {}) =>
  app.services.certificates.create(certificateInput(overrides))

export const postInput = (overrides: Partial<BlogWrite> = {}): BlogWrite => ({
  title: unique('Post '),
  excerpt: 'An excerpt.',
  content_markdown: '# Hello\n\nSome *text*.\n\n```ts\nconst x: number = 1\n```\n',
  featured_image: null,
  tags: ['TypeScript'],
  meta_title: null,
  meta_description: null,
  published: true,
  featured: false,
  ...overrides,
})

export const createPost = (app: FastifyInstance, overrides: Partial<BlogWrite> = {}) =>
  app.services.blogs.create(postInput(overrides))

export const testimonialInput = (overrides: Partial<TestimonialWrite> = {}): TestimonialWrite => ({
  name: 'Jane Client',
  position: 'CTO',
  company: 'Acme',
  email: 'jane@example.com',
  content: 'Great work, delivered on time.',
  rating: 5,
  avatar_url: null,
  company_logo: null,
  featured: false,
  approved: true,
  is_active: true,
  ...overrides,
})

export const createTestimonial = (app: FastifyInstance, overrides: Partial<TestimonialWrite> = {}) =>
  app.services.testimonials.create(testimonialInput(overrides))
