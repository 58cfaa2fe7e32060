import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { AdminBlogPostSchema } from '../../../core/schemas/blog.ts'
import { CertificateSchema } from '../../../core/schemas/certificate.ts'
import { ProjectSchema } from '../../../core/schemas/project.ts'
import { SiteProfileSchema } from '../../../core/schemas/site.ts'
import { TestimonialSchema } from '../../../core/schemas/testimonial.ts'
import { toAdminPost } from '../../modules/blogs/blogs.service.ts'
import { toCertificate } from '../../modules/certificates/certificates.service.ts'
import { toProject } from '../../modules/projects/projects.service.ts'
import { toTestimonial } from '../../modules/testimonials/testimonials.service.ts'
import { createTestDb, type TestDb } from '../../test/harness.ts'
import type { NewProjectRow, NewTestimonialRow } from '../schema.ts'
import { readPostMarkdown, SAMPLE_POSTS } from './posts.ts'
import { resetContent, seedIfEmpty, seedSampleContent } from './seed.ts'
import { DEFAULT_SITE_PROFILE } from '../../modules/site/default-profile.ts'

const PUBLIC_DIR = fileURLToPath(new URL('../../../public/', import.meta.url))

let t: TestDb
beforeEach(async () => {
  t = await createTestDb()
})
afterEach(async () => {
  await t.destroy()
})

const ids = async (table: 'projects' | 'certificates' | 'testimonials' | 'blog_posts') =>
  (await t.db.selectFrom(table).select('id').orderBy('id').execute()).map((r) => r.id)

const counts = async () => ({
  projects: (await ids('projects')).length,
  certificates: (await ids('certificates')).length,
  testimonials: (await ids('testimonials')).length,
  posts: (await ids('blog_posts')).length,
  profiles: (await t.db.selectFrom('site_profile').select('id').execute()).length,
})

const stamp = () => new Date().toISOString()
const projectRow = (slug: string): NewProjectRow => ({
  title: slug,
  slug,
  description: '',
  short_description: null,
  technologies: '[]',
  category: 'backend',
  project_type: 'personal',
  github_url: null,
  live_url: null,
  demo_url: null,
  case_study_url: null,
  featured_image: null,
  gallery: '[]',
  featured: 0,
  completed: 1,
  start_date: null,
  end_date: null,
  views: 0,
  likes: 0,
  is_active: 1,
  complexity_score: 5,
  created_at: stamp(),
  updated_at: stamp(),
})
const testimonialRow = (name: string): NewTestimonialRow => ({
  name,
  position: null,
  company: null,
  email: null,
  content: 'Great work',
  rating: 5,
  avatar_url: null,
  company_logo: null,
  featured: 0,
  approved: 1,
  is_active: 1,
  created_at: stamp(),
  updated_at: stamp(),
})

const SEEDED = { projects: 8, certificates: 8, testimonials: 3, posts: 5, profiles: 1 }

describe('seedSampleContent', () => {
  it('inserts the bundled content of SPEC.md §3 with its fixed ids', async () => {
    await seedSampleContent(t)
    expect(await ids('projects')).toEqual([1, 3, 9, 10, 11, 12, 13, 14])
    expect(await ids('certificates')).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(await ids('testimonials')).toEqual([1, 2, 3])
    expect(await ids('blog_posts')).toEqual([1, 3, 4, 5, 6])
    expect(await counts()).toEqual(SEEDED)
  })

  it('gives every row a shape its core schema accepts', async () => {
    await seedSampleContent(t)
    const projects = (await t.db.selectFrom('projects').selectAll().execute()).map(toProject)
    for (const p of projects) ProjectSchema.parse(p)
    const certificates = (await t.db.selectFrom('certificates').selectAll().execute()).map(toCertificate)
    for (const c of certificates) CertificateSchema.parse(c)
    const testimonials = (await t.db.selectFrom('testimonials').selectAll().execute()).map(toTestimonial)
    for (const x of testimonials) TestimonialSchema.parse(x)
    const posts = (await t.db.selectFrom('blog_posts').selectAll().execute()).map(toAdminPost)
    for (const p of posts) AdminBlogPostSchema.parse(p)

    const profile = await t.db.selectFrom('site_profile').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()
    expect(SiteProfileSchema.parse(JSON.parse(profile.data))).toEqual(DEFAULT_SITE_PROFILE)
  })

  it('fills the join tables: 22 distinct tags and about 47 distinct technologies', async () => {
    await seedSampleContent(t)
    const tags = await t.db.selectFrom('post_tags').select('tag').distinct().execute()
    expect(tags).toHaveLength(22)
    const postTagRows = await t.db.selectFrom('post_tags').selectAll().execute()
    expect(postTagRows).toHaveLength(SAMPLE_POSTS.reduce((n, p) => n + p.tags.length, 0))

    const tech = await t.db.selectFrom('project_technologies').select('name_lower').distinct().execute()
    expect(tech.length).toBeGreaterThanOrEqual(40)
    expect(tech.length).toBeLessThanOrEqual(50)
    const projects = (await t.db.selectFrom('projects').selectAll().execute()).map(toProject)
    for (const p of projects) {
      const rows = await t.db.selectFrom('project_technologies').selectAll().where('project_id', '=', p.id).execute()
      expect(rows.map((r) => r.name).sort()).toEqual([...p.technologies].sort())
      for (const r of rows) expect(r.name_lower).toBe(r.name.toLowerCase())
    }
  })

  it('covers the categories, issuers and flags the screens rely on', async () => {
    await seedSampleContent(t)
    const projects = (await t.db.selectFrom('projects').selectAll().execute()).map(toProject)
    expect(new Set(projects.map((p) => p.category))).toEqual(new Set(['backend', 'frontend', 'fullstack', 'mobile']))
    expect(new Set(projects.map((p) => p.project_type))).toEqual(new Set(['personal', 'freelance', 'client']))
    expect(projects.filter((p) => p.featured).length).toBeGreaterThanOrEqual(6)
    expect(projects.some((p) => p.completed) && projects.some((p) => !p.completed)).toBe(true)
    for (const p of projects) {
      expect(p.complexity_score).toBeGreaterThanOrEqual(0)
      expect(p.complexity_score).toBeLessThanOrEqual(10)
      expect(p.description).toMatch(/^<p>/)
      if (p.end_date) expect(p.end_date >= (p.start_date ?? '')).toBe(true)
    }
    const twoYearsAgo = new Date(Date.now() - 731 * 86_400_000).toISOString()
    expect(projects.every((p) => p.created_at > twoYearsAgo)).toBe(true)

    const certificates = (await t.db.selectFrom('certificates').selectAll().execute()).map(toCertificate)
    expect(new Set(certificates.map((c) => c.issuer))).toEqual(
      new Set(['AWS', 'Board Infinity', 'Google', 'IBM', 'META']),
    )
    expect(new Set(certificates.map((c) => c.category))).toEqual(
      new Set(['Cloud Computing', 'Database Management', 'DevOps', 'Front-End Development', 'Web Development']),
    )
    expect(certificates.some((c) => c.skills.length > 3)).toBe(true)
    expect(certificates.some((c) => c.featured)).toBe(true)

    const testimonials = (await t.db.selectFrom('testimonials').selectAll().execute()).map(toTestimonial)
    expect(testimonials.every((x) => x.approved && x.is_active)).toBe(true)
    expect(testimonials.filter((x) => x.avatar_url)).toHaveLength(1)

    const posts = (await t.db.selectFrom('blog_posts').selectAll().execute()).map(toAdminPost)
    expect(posts.every((p) => p.published && p.published_at)).toBe(true)
    expect(posts.filter((p) => p.featured).length).toBeGreaterThanOrEqual(3)
  })

  it('renders each post from 600–1500 words of Markdown with highlighted code', async () => {
    await seedSampleContent(t)
    const posts = (await t.db.selectFrom('blog_posts').selectAll().execute()).map(toAdminPost)
    for (const post of posts) {
      const words = post.content_markdown.split(/\s+/).filter(Boolean).length
      expect(words, post.slug).toBeGreaterThanOrEqual(600)
      expect(words, post.slug).toBeLessThanOrEqual(1500)
      expect(post.content_markdown).toContain('```')
      expect(post.content).toContain('<pre')
      expect(post.content).not.toContain('<script')
      expect(post.read_time).toBeGreaterThanOrEqual(3)
    }
    const sample = SAMPLE_POSTS[0]
    expect(sample && posts.find((p) => p.id === sample.id)?.content_markdown).toBe(
      sample && readPostMarkdown(sample.file),
    )
  })

  it('points every image and file at something that exists in public/', async () => {
    await seedSampleContent(t)
    const projects = (await t.db.selectFrom('projects').selectAll().execute()).map(toProject)
    const certificates = (await t.db.selectFrom('certificates').selectAll().execute()).map(toCertificate)
    const testimonials = (await t.db.selectFrom('testimonials').selectAll().execute()).map(toTestimonial)
    const posts = (await t.db.selectFrom('blog_posts').selectAll().execute()).map(toAdminPost)
    const urls = [
      ...projects.flatMap((p) => [p.featured_image, ...p.gallery]),
      ...certificates.map((c) => c.image_url),
      ...testimonials.map((x) => x.avatar_url),
      ...posts.map((p) => p.featured_image),
      '/og-image.jpg',
      '/favicon.svg',
      '/apple-touch-icon.png',
    ].filter((u): u is string => !!u)
    expect(projects.filter((p) => p.gallery.length >= 2).length).toBeGreaterThanOrEqual(6)
    for (const url of urls) {
      expect(url.startsWith('/'), url).toBe(true)
      expect(existsSync(PUBLIC_DIR + url.slice(1)), url).toBe(true)
    }
  })

  it('leaves the id sequences past the seeded ids', async () => {
    await seedSampleContent(t)
    const now = stamp()
    const project = await t.db
      .insertInto('projects')
      .values(projectRow('new'))
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(project.id).toBeGreaterThan(14)
    const post = await t.db
      .insertInto('blog_posts')
      .values({
        title: 'New',
        slug: 'new',
        excerpt: '',
        content_markdown: '',
        content: '',
        featured_image: null,
        tags: '[]',
        meta_title: null,
        meta_description: null,
        published: 0,
        featured: 0,
        read_time: 1,
        views: 0,
        published_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(post.id).toBeGreaterThan(6)
    const cert = await t.db
      .insertInto('certificates')
      .values({
        title: 'New',
        issuer: 'AWS',
        platform: null,
        issued_date: null,
        expiry_date: null,
        certificate_id: null,
        credential_url: null,
        image_url: null,
        category: 'DevOps',
        skills: '[]',
        description: null,
        featured: 0,
        verified: 1,
        is_active: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(cert.id).toBeGreaterThan(8)
    const testimonial = await t.db
      .insertInto('testimonials')
      .values(testimonialRow('New'))
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(testimonial.id).toBeGreaterThan(3)
  })
})

describe('seedIfEmpty', () => {
  it('seeds an empty database once', async () => {
    expect(await seedIfEmpty(t)).toBe(true)
    expect(await seedIfEmpty(t)).toBe(false)
    expect(await counts()).toEqual(SEEDED)
  })

  it('leaves a database alone when it holds any content', async () => {
    await t.db.insertInto('testimonials').values(testimonialRow('Kim')).execute()
    expect(await seedIfEmpty(t)).toBe(false)
    expect(await counts()).toEqual({ projects: 0, certificates: 0, testimonials: 1, posts: 0, profiles: 0 })
  })
})

describe('resetContent', () => {
  it('restores the sample content after edits and keeps users', async () => {
    await seedSampleContent(t)
    const now = stamp()
    const user = await t.db
      .insertInto('users')
      .values({
        email: 'owner@example.com',
        username: 'owner',
        full_name: 'Owner',
        password_hash: 'x',
        is_active: 1,
        is_superuser: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.db.deleteFrom('projects').where('id', '=', 9).execute()
    await t.db.updateTable('blog_posts').set({ title: 'Edited' }).where('id', '=', 1).execute()
    await t.db.insertInto('projects').values(projectRow('extra')).execute()
    await t.db.insertInto('project_likes').values({ project_id: 1, visitor_hash: 'abc', created_at: now }).execute()
    await t.db
      .insertInto('contact_messages')
      .values({
        name: 'Sam',
        email: 'sam@example.com',
        subject: 'Hi',
        message: 'Hello there!',
        read: 0,
        created_at: now,
      })
      .execute()
    await t.db.updateTable('site_profile').set({ data: '{}' }).where('id', '=', 1).execute()

    await resetContent(t)

    expect(await counts()).toEqual(SEEDED)
    expect(await ids('projects')).toEqual([1, 3, 9, 10, 11, 12, 13, 14])
    const post = await t.db.selectFrom('blog_posts').select('title').where('id', '=', 1).executeTakeFirstOrThrow()
    expect(post.title).not.toBe('Edited')
    expect(await t.db.selectFrom('project_likes').selectAll().execute()).toEqual([])
    expect(await t.db.selectFrom('contact_messages').selectAll().execute()).toEqual([])
    const profile = await t.db.selectFrom('site_profile').select('data').executeTakeFirstOrThrow()
    expect(SiteProfileSchema.safeParse(JSON.parse(profile.data)).success).toBe(true)
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual([{ id: user.id }])
    expect((await t.db.selectFrom('post_tags').select('tag').distinct().execute()).length).toBe(22)
  })
})
