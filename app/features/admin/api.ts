import type { BackupStatus } from '../../../core/schemas/backup.ts'
import type { Analytics } from '../../../core/schemas/analytics.ts'
import type {
  AdminBlogList,
  AdminBlogPost,
  BlogPreview,
  BlogWrite,
  PostStatus,
  PreviewLink,
  SeriesList,
} from '../../../core/schemas/blog.ts'
import type { Certificate, CertificateList, CertificatePatch } from '../../../core/schemas/certificate.ts'
import type { StatusFilter } from '../../../core/schemas/common.ts'
import type { LinkCheckState } from '../../../core/schemas/link-health.ts'
import type {
  Message,
  MessageBulk,
  MessageList,
  MessageStatus,
  MessageStatusFilter,
} from '../../../core/schemas/contact.ts'
import type {
  NewsletterOverview,
  SubscriberImportResult,
  SubscriberList,
  SubscriberStatus,
} from '../../../core/schemas/newsletter.ts'
import type { Overview } from '../../../core/schemas/overview.ts'
import type { Page, PageList, PageWrite } from '../../../core/schemas/page.ts'
import type { TagCount } from '../../../core/schemas/tag.ts'
import type { Project, ProjectList, ProjectWrite } from '../../../core/schemas/project.ts'
import type { Redirect, RedirectList } from '../../../core/schemas/redirect.ts'
import type { ApiKey, ApiKeyCreate, ApiKeyCreated } from '../../../core/schemas/api-key.ts'
import type {
  Webhook,
  WebhookCreate,
  WebhookDeliveryList,
  WebhookUpdate,
  WebhookWithSecret,
} from '../../../core/schemas/webhook.ts'
import type { ResumeInfo } from '../../../core/schemas/resume.ts'
import type {
  NavigationUpdate,
  SiteCopyEntry,
  SiteCopyUpdate,
  SiteProfile,
  SiteProfileUpdate,
} from '../../../core/schemas/site.ts'
import type { Navigation } from '../../../core/site-defaults.ts'
import type { Testimonial, TestimonialWrite } from '../../../core/schemas/testimonial.ts'
import type { UploadItem, UploadList } from '../../../core/schemas/upload.ts'
import type {
  TestimonialRequest,
  TestimonialRequestCreate,
  TestimonialRequestCreated,
} from '../../../core/schemas/testimonial-request.ts'
import { api } from '../../lib/api-client.ts'

// Every admin call of API.md, typed by the shared schemas. Tables ask the server for one filtered
// page (status, search, skip/limit); the dashboard walks whole lists for its activity feed.

const MAX = 100

/** Walks a skip/limit list to its end (one request for any realistic portfolio). */
const everyPage = async <K extends string, T>(
  fetchPage: (skip: number) => Promise<Record<K, T[]> & { has_more: boolean }>,
  key: K,
): Promise<T[]> => {
  const all: T[] = []
  for (let skip = 0; ; skip += MAX) {
    const page = await fetchPage(skip)
    all.push(...page[key])
    if (!page.has_more || page[key].length === 0) return all
  }
}

export const adminApi = {
  // Projects
  listProjects: (search?: string) =>
    everyPage(
      (skip) =>
        api.get<ProjectList>('/admin/projects', {
          query: { skip, limit: MAX, include_inactive: true, search },
          fallback: 'Failed to fetch projects',
        }),
      'projects',
    ),
  /** One page of the projects table, newest first. */
  pageProjects: (query: { status: StatusFilter; search?: string; skip: number; limit: number }) =>
    api.get<ProjectList>('/admin/projects', {
      query: { ...query, sort: 'newest' },
      fallback: 'Failed to fetch projects',
    }),
  getProject: (id: number) => api.get<Project>(`/admin/projects/${id}`, { fallback: 'Failed to fetch project' }),
  createProject: (body: ProjectWrite) =>
    api.post<Project>('/admin/projects', body, { fallback: 'Failed to save the project' }),
  updateProject: (id: number, body: ProjectWrite) =>
    api.put<Project>(`/admin/projects/${id}/update`, body, { fallback: 'Failed to save the project' }),
  softDeleteProject: (id: number) =>
    api.patch<Project>(`/admin/projects/${id}/soft-delete`, undefined, { fallback: 'Failed to delete the project' }),
  restoreProject: (id: number) =>
    api.patch<Project>(`/admin/projects/${id}/restore`, undefined, { fallback: 'Failed to restore the project' }),
  projectTechnologies: () => api.get<string[]>('/projects/technologies', { auth: false }),

  // Certificates
  listCertificates: (search?: string) =>
    everyPage(
      (skip) =>
        api.get<CertificateList>('/admin/certificates', {
          query: { skip, limit: MAX, include_inactive: true, search },
          fallback: 'Failed to fetch certificates',
        }),
      'certificates',
    ),
  /** One page of the certificates table, newest first. */
  pageCertificates: (query: { status: StatusFilter; search?: string; skip: number; limit: number }) =>
    api.get<CertificateList>('/admin/certificates', {
      query: { ...query, sort: 'newest' },
      fallback: 'Failed to fetch certificates',
    }),
  getCertificate: (id: number) =>
    api.get<Certificate>(`/admin/certificates/${id}`, { fallback: 'Failed to fetch certificate' }),
  createCertificate: (body: CertificatePatch) =>
    api.post<Certificate>('/admin/certificates', body, { fallback: 'Failed to save the certificate' }),
  updateCertificate: (id: number, body: CertificatePatch) =>
    api.patch<Certificate>(`/admin/certificates/${id}/edit`, body, { fallback: 'Failed to save the certificate' }),
  softDeleteCertificate: (id: number) =>
    api.patch<Certificate>(`/admin/certificates/${id}/soft-delete`, undefined, {
      fallback: 'Failed to delete the certificate',
    }),
  restoreCertificate: (id: number) =>
    api.patch<Certificate>(`/admin/certificates/${id}/restore`, undefined, {
      fallback: 'Failed to restore the certificate',
    }),
  certificateCategories: () => api.get<string[]>('/certificates/categories', { auth: false }),
  certificateIssuers: () => api.get<string[]>('/certificates/issuers', { auth: false }),

  // Testimonials
  /** Every testimonial of a status (newest first) matching `search`; the endpoint does not page. */
  listTestimonials: (query: { status?: StatusFilter; search?: string } = {}) =>
    api.get<Testimonial[]>('/admin/testimonials', {
      query: { status: 'all', ...query },
      fallback: 'Failed to fetch testimonials',
    }),
  getTestimonial: (id: number) =>
    api.get<Testimonial>(`/admin/testimonials/${id}`, { fallback: 'Failed to fetch testimonial' }),
  createTestimonial: (body: TestimonialWrite) =>
    api.post<Testimonial>('/admin/testimonials', body, { fallback: 'Failed to save the testimonial' }),
  updateTestimonial: (id: number, body: TestimonialWrite) =>
    api.put<Testimonial>(`/admin/testimonials/${id}`, body, { fallback: 'Failed to save the testimonial' }),
  softDeleteTestimonial: (id: number) =>
    api.patch<Testimonial>(`/admin/testimonials/${id}/soft-delete`, undefined, {
      fallback: 'Failed to delete the testimonial',
    }),
  /** Approves it, nothing else changed (one click from the list, issue 23). */
  approveTestimonial: (id: number) =>
    api.patch<Testimonial>(`/admin/testimonials/${id}/approve`, undefined, {
      fallback: 'Failed to approve the testimonial',
    }),
  restoreTestimonial: (id: number) =>
    api.patch<Testimonial>(`/admin/testimonials/${id}/restore`, undefined, {
      fallback: 'Failed to restore the testimonial',
    }),
  listTestimonialRequests: () =>
    api.get<TestimonialRequest[]>('/admin/testimonial-requests', { fallback: 'Failed to fetch the requests' }),
  createTestimonialRequest: (body: Partial<TestimonialRequestCreate>) =>
    api.post<TestimonialRequestCreated>('/admin/testimonial-requests', body, {
      fallback: 'Failed to create the request',
    }),
  deleteTestimonialRequest: (id: number) =>
    api.delete<void>(`/admin/testimonial-requests/${id}`, { fallback: 'Failed to withdraw the request' }),

  // Blog (writes use SPEC.md §7's /blogs paths)
  /** One page of the posts table, last edited first; no `status` means every post. */
  pagePosts: (query: { status?: PostStatus; search?: string; skip: number; limit: number }) =>
    api.get<AdminBlogList>('/admin/blogs', {
      query: { ...query, sort: 'updated' },
      fallback: 'Failed to fetch posts',
    }),
  getPost: (id: number) => api.get<AdminBlogPost>(`/admin/blogs/${id}`, { fallback: 'Failed to fetch post' }),
  createPost: (body: BlogWrite) => api.post<AdminBlogPost>('/blogs', body, { fallback: 'Failed to save the post' }),
  updatePost: (id: number, body: BlogWrite) =>
    api.put<AdminBlogPost>(`/blogs/${id}`, body, { fallback: 'Failed to save the post' }),
  deletePost: (id: number) => api.delete<void>(`/blogs/${id}`, { fallback: 'Failed to delete the post' }),
  previewPost: (contentMarkdown: string, signal?: AbortSignal) =>
    api.post<BlogPreview>(
      '/admin/blogs/preview',
      { content_markdown: contentMarkdown },
      { signal, fallback: 'The preview could not be rendered.' },
    ),
  blogTags: () => api.get<string[]>('/blogs/tags', { auth: false }),
  // Tags (docs/api/owners-site.md): every tag with its number of posts; rename and merge.
  listTags: () => api.get<TagCount[]>('/admin/tags', { fallback: 'Failed to fetch tags' }),
  renameTag: (name: string, to: string) =>
    api.put<TagCount>(
      `/admin/tags/${encodeURIComponent(name)}`,
      { name: to },
      { fallback: 'Failed to rename the tag' },
    ),

  // Pages (docs/api/owners-site.md): the owner's own pages at /<slug>
  listPages: () => api.get<PageList>('/admin/pages', { fallback: 'Failed to fetch pages' }),
  getPage: (id: number) => api.get<Page>(`/admin/pages/${id}`, { fallback: 'Failed to fetch page' }),
  createPage: (body: PageWrite) => api.post<Page>('/admin/pages', body, { fallback: 'Failed to save the page' }),
  updatePage: (id: number, body: PageWrite) =>
    api.put<Page>(`/admin/pages/${id}`, body, { fallback: 'Failed to save the page' }),
  deletePage: (id: number) => api.delete<void>(`/admin/pages/${id}`, { fallback: 'Failed to delete the page' }),
  /** Names of the series with a published post, for the editor's suggestions. */
  seriesNames: async () => (await api.get<SeriesList>('/series?limit=100', { auth: false })).series.map((s) => s.name),
  createPreviewLink: (id: number) =>
    api.post<PreviewLink>(`/admin/blogs/${id}/preview-link`, undefined, { fallback: 'Failed to make a preview link' }),
  revokePreviewLinks: (id: number) =>
    api.delete<void>(`/admin/blogs/${id}/preview-link`, { fallback: 'Failed to revoke the preview links' }),

  // Messages
  /** Unread first, then newest. */
  listMessages: (query: {
    skip?: number
    limit?: number
    unread?: boolean
    status?: MessageStatusFilter
    search?: string
  }) => api.get<MessageList>('/admin/messages', { query, fallback: 'Failed to fetch messages' }),
  setMessageRead: (id: number, read: boolean) =>
    api.patch<Message>(`/admin/messages/${id}`, { read }, { fallback: 'Failed to update the message' }),
  setMessageStatus: (id: number, status: MessageStatus) =>
    api.patch<Message>(`/admin/messages/${id}`, { status }, { fallback: 'Failed to update the message' }),
  bulkMessages: (body: MessageBulk) =>
    api.post<{ count: number }>('/admin/messages/bulk', body, { fallback: 'Failed to update the messages' }),
  /** The CSV of the current filter (API.md "Inbox"), as text for a download. */
  exportMessages: (query: { status?: MessageStatusFilter; search?: string }) =>
    api.get<string>('/admin/messages/export.csv', { query, text: true, fallback: 'Failed to export the messages' }),
  deleteMessage: (id: number) =>
    api.delete<void>(`/admin/messages/${id}`, { fallback: 'Failed to delete the message' }),

  // Newsletter (docs/api/newsletter.md)
  listSubscribers: (query: { skip?: number; limit?: number; status?: SubscriberStatus; search?: string }) =>
    api.get<SubscriberList>('/admin/subscribers', { query, fallback: 'Failed to fetch subscribers' }),
  deleteSubscriber: (id: number) =>
    api.delete<void>(`/admin/subscribers/${id}`, { fallback: 'Failed to delete the subscriber' }),
  exportSubscribers: (query: { status?: SubscriberStatus; search?: string }) =>
    api.get<string>('/admin/subscribers/export.csv', {
      query,
      text: true,
      fallback: 'Failed to export the subscribers',
    }),
  importSubscribers: (file: File) => {
    const body = new FormData()
    body.append('file', file)
    return api.post<SubscriberImportResult>('/admin/subscribers/import', body, {
      fallback: 'Failed to import the subscribers',
    })
  },
  newsletter: () => api.get<NewsletterOverview>('/admin/newsletter', { fallback: 'Failed to fetch the newsletter' }),
  sendNewsletterTest: (postId: number) =>
    api.post<{ to: string }>('/admin/newsletter/test', { post_id: postId }, { fallback: 'The test email failed' }),

  // Link health
  linkCheck: () => api.get<LinkCheckState>('/admin/link-check', { fallback: 'Failed to fetch the link check' }),
  startLinkCheck: () =>
    api.post<{ running: true }>('/admin/link-check', undefined, { fallback: 'Failed to start the link check' }),

  // Analytics and the site profile
  /** The dashboard: counts, recent activity and unread messages in one small answer. */
  // Redirects (old addresses)
  listRedirects: () =>
    everyPage(
      (skip) =>
        api.get<RedirectList>('/admin/redirects', {
          query: { skip, limit: MAX },
          fallback: 'Failed to fetch the redirects',
        }),
      'redirects',
    ),
  addRedirect: (body: { from: string; to: string }) =>
    api.post<Redirect>('/admin/redirects', body, { fallback: 'Failed to add the redirect' }),
  deleteRedirect: (id: number) =>
    api.delete<void>(`/admin/redirects/${id}`, { fallback: 'Failed to delete the redirect' }),
  // API keys (docs/api/platform.md): the secret is in the create answer only
  listApiKeys: () => api.get<ApiKey[]>('/admin/api-keys', { fallback: 'Failed to fetch the API keys' }),
  createApiKey: (body: ApiKeyCreate) =>
    api.post<ApiKeyCreated>('/admin/api-keys', body, { fallback: 'Failed to create the API key' }),
  revokeApiKey: (id: number) => api.delete<void>(`/admin/api-keys/${id}`, { fallback: 'Failed to revoke the API key' }),
  listWebhooks: () => api.get<Webhook[]>('/admin/webhooks', { fallback: 'Failed to fetch the webhooks' }),
  createWebhook: (body: WebhookCreate) =>
    api.post<WebhookWithSecret>('/admin/webhooks', body, { fallback: 'Failed to add the webhook' }),
  getWebhook: (id: number) =>
    api.get<WebhookWithSecret>(`/admin/webhooks/${id}`, { fallback: 'Failed to fetch the webhook' }),
  updateWebhook: (id: number, body: WebhookUpdate) =>
    api.patch<Webhook>(`/admin/webhooks/${id}`, body, { fallback: 'Failed to change the webhook' }),
  deleteWebhook: (id: number) =>
    api.delete<void>(`/admin/webhooks/${id}`, { fallback: 'Failed to delete the webhook' }),
  pingWebhook: (id: number) =>
    api.post<{ delivery_id: number }>(`/admin/webhooks/${id}/test`, undefined, { fallback: 'Failed to send the ping' }),
  webhookDeliveries: (id: number, skip = 0, limit = 10) =>
    api.get<WebhookDeliveryList>(`/admin/webhooks/${id}/deliveries?skip=${skip}&limit=${limit}`, {
      fallback: 'Failed to fetch the deliveries',
    }),
  backupStatus: () => api.get<BackupStatus>('/admin/backup/status', { fallback: 'Failed to fetch the backup status' }),
  overview: () => api.get<Overview>('/admin/overview', { fallback: 'Failed to fetch the overview' }),
  analytics: (days = 30) =>
    api.get<Analytics>('/admin/analytics', { query: { days }, fallback: 'Failed to fetch analytics' }),
  getSite: () => api.get<SiteProfile>('/admin/site', { fallback: 'Failed to fetch the site profile' }),
  updateSite: (body: SiteProfileUpdate) =>
    api.put<SiteProfile>('/admin/site', body, { fallback: 'Failed to save the site profile' }),
  // The site's texts and navigation (docs/api/owners-site.md).
  getSiteCopy: () => api.get<SiteCopyEntry[]>('/admin/site/copy', { fallback: 'Failed to fetch the site texts' }),
  updateSiteCopy: (body: SiteCopyUpdate) =>
    api.put<SiteCopyEntry[]>('/admin/site/copy', body, { fallback: 'Failed to save the site texts' }),
  getNavigation: () => api.get<Navigation>('/admin/navigation', { fallback: 'Failed to fetch the navigation' }),
  updateNavigation: (body: NavigationUpdate) =>
    api.put<Navigation>('/admin/navigation', body, { fallback: 'Failed to save the navigation' }),
  /** Whether /resume.pdf is the uploaded PDF or the one generated from the site's content. */
  getResume: () => api.get<ResumeInfo>('/admin/resume', { fallback: 'Failed to fetch the résumé status' }),

  // Media library (docs/api/owners-site.md)
  pageUploads: (query: { search?: string; skip?: number; limit?: number }, signal?: AbortSignal) =>
    api.get<UploadList>('/admin/uploads', { query, signal, fallback: 'Failed to fetch the media library' }),
  setUploadAlt: (id: string, alt: string) =>
    api.patch<UploadItem>(
      `/admin/uploads/${encodeURIComponent(id)}`,
      { alt },
      { fallback: 'Failed to save the alt text' },
    ),
  deleteUpload: (id: string, force = false) =>
    api.delete<void>(`/admin/uploads/${encodeURIComponent(id)}`, {
      query: { force: force || undefined },
      fallback: 'Failed to delete the file',
    }),
}
