import type { AdminBlogPost, BlogWrite } from '../../../core/schemas/blog.ts'
import type { ContactRequest, Message } from '../../../core/schemas/contact.ts'
import type { ProjectWithSettings, ProjectWrite } from '../../../core/schemas/project.ts'
import type { TestimonialAnswer } from '../../../core/schemas/testimonial-request.ts'
import type { Testimonial } from '../../../core/schemas/testimonial.ts'
import type { WebhooksService } from './webhooks.service.ts'

/**
 * Where events come from (docs/api/platform.md "Webhooks"): each wraps a service's writes, so
 * every way of making the change — an admin route, an admin key, a revision's restore — announces
 * it alike, and the modules that own the content know nothing of webhooks. The delivery is
 * stored before the write's caller answers. Imports announce nothing (a thousand posts moving in
 * are not a thousand publications; docs/decisions/015-webhooks.md).
 */
type Emit = Pick<WebhooksService, 'emit'>

const isPublic = (post: AdminBlogPost) => post.status === 'published'

interface PostWrites {
  adminGet: (id: number) => Promise<AdminBlogPost>
  create: (input: BlogWrite, by?: number | null) => Promise<AdminBlogPost>
  update: (id: number, input: BlogWrite, by?: number | null) => Promise<AdminBlogPost>
  remove: (id: number) => Promise<void>
}

export const announcePosts = <S extends PostWrites>(posts: S, hooks: Emit): S => ({
  ...posts,
  create: async (input: BlogWrite, by?: number | null) => {
    const post = await posts.create(input, by)
    if (isPublic(post)) await hooks.emit('post.published', post)
    return post
  },
  update: async (id: number, input: BlogWrite, by?: number | null) => {
    const before = await posts.adminGet(id)
    const post = await posts.update(id, input, by)
    if (isPublic(post)) await (isPublic(before) ? hooks.emit('post.updated', post) : hooks.emit('post.published', post))
    else if (isPublic(before)) await hooks.emit('post.unpublished', post)
    return post
  },
  remove: async (id: number) => {
    const before = await posts.adminGet(id)
    await posts.remove(id)
    await hooks.emit('post.deleted', before)
  },
})

/**
 * A scheduled post's time came (the publish job; a post a save made public announced itself
 * then): `post.published` with the time it went live. Two looks of the job may see the same
 * post; the event key (post and time) keeps it to one delivery per webhook, and a post
 * rescheduled later has a new time, so a new key.
 */
export const announceWentLive = async (post: AdminBlogPost, hooks: Emit) => {
  if (isPublic(post))
    await hooks.emit('post.published', post, {
      eventKey: `post.live:${post.id}:${post.published_at ?? ''}`,
      at: post.published_at ?? undefined,
    })
}

interface ProjectWrites {
  adminGet: (id: number) => Promise<ProjectWithSettings>
  create: (input: ProjectWrite, by?: number | null) => Promise<ProjectWithSettings>
  update: (id: number, input: ProjectWrite, by?: number | null) => Promise<ProjectWithSettings>
  setActive: (id: number, active: boolean) => Promise<ProjectWithSettings>
}

/** `asAdmin`: the project as `GET /admin/projects/{id}` answers it (with its broken links). */
export const announceProjects = <S extends ProjectWrites>(
  projects: S,
  hooks: Emit,
  asAdmin: (project: ProjectWithSettings) => Promise<unknown>,
): S => ({
  ...projects,
  create: async (input: ProjectWrite, by?: number | null) => {
    const project = await projects.create(input, by)
    if (project.is_active) await hooks.emit('project.published', await asAdmin(project))
    return project
  },
  update: async (id: number, input: ProjectWrite, by?: number | null) => {
    const project = await projects.update(id, input, by)
    if (project.is_active) await hooks.emit('project.updated', await asAdmin(project))
    return project
  },
  setActive: async (id: number, active: boolean) => {
    const before = await projects.adminGet(id)
    const project = await projects.setActive(id, active)
    if (before.is_active !== project.is_active)
      await hooks.emit(project.is_active ? 'project.published' : 'project.deleted', await asAdmin(project))
    return project
  },
})

interface ContactWrites {
  create: (input: ContactRequest) => Promise<{ id: number; created_at: string }>
}

/** `contact.received` for a message stored as new (spam: nothing). */
export const announceContact = <S extends ContactWrites>(
  contact: S,
  hooks: Emit,
  messageOf: (id: number) => Promise<Message>,
): S => ({
  ...contact,
  create: async (input: ContactRequest) => {
    const created = await contact.create(input)
    const message = await messageOf(created.id)
    if (message.status === 'new') await hooks.emit('contact.received', message)
    return created
  },
})

interface TestimonialAnswers {
  answer: (token: string, input: TestimonialAnswer) => Promise<{ id: number }>
}

export const announceTestimonials = <S extends TestimonialAnswers>(
  requests: S,
  hooks: Emit,
  testimonialOf: (id: number) => Promise<Testimonial>,
): S => ({
  ...requests,
  answer: async (token: string, input: TestimonialAnswer) => {
    const created = await requests.answer(token, input)
    await hooks.emit('testimonial.submitted', await testimonialOf(created.id))
    return created
  },
})
