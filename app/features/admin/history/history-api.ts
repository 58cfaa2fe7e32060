import type { AdminBlogPost } from '../../../../core/schemas/blog.ts'
import type { Page } from '../../../../core/schemas/page.ts'
import type { Project } from '../../../../core/schemas/project.ts'
import type { Revision, RevisionKind, RevisionList } from '../../../../core/schemas/revision.ts'
import { api } from '../../../lib/api-client.ts'

/** What each kind of revision restores: a post, a project or a page, as the editor reads it. */
export interface RestoredItem {
  post: AdminBlogPost
  project: Project & { hide_broken_links?: boolean }
  page: Page
}

const PATHS: Record<RevisionKind, string> = { post: 'blogs', project: 'projects', page: 'pages' }

const base = (kind: RevisionKind, id: number) => `/admin/${PATHS[kind]}/${id}/revisions`

/** API.md, Publishing: the revisions of a post, a project or a page. */
export const historyApi = {
  list: (kind: RevisionKind, id: number) =>
    api.get<RevisionList>(base(kind, id), { fallback: 'Failed to load the history' }),
  get: (kind: RevisionKind, id: number, rev: number) =>
    api.get<Revision>(`${base(kind, id)}/${rev}`, { fallback: 'Failed to load the revision' }),
  restore: <K extends RevisionKind>(kind: K, id: number, rev: number) =>
    api.post<RestoredItem[K]>(`${base(kind, id)}/${rev}/restore`, undefined, {
      fallback: 'Failed to restore the revision',
    }),
}
