import { createHash, randomBytes } from 'node:crypto'

import type { Kysely } from 'kysely'

import { type BlogPost, PREVIEW_LINK_DAYS, type PreviewLink } from '../../../core/schemas/blog.ts'
import type { Database } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import { findPost } from './blogs.repository.ts'
import { toPost } from './blogs.service.ts'
import { seriesRefOf } from './series.service.ts'
import * as repo from './post-previews.repository.ts'

export const PREVIEW_PATH = '/preview/'

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

const postNotFound = () => new AppError(404, 'POST_NOT_FOUND', 'Post not found')
const previewNotFound = () => new AppError(404, 'PREVIEW_NOT_FOUND', 'Preview not found')

/**
 * Preview links (API.md, Publishing): the owner shares a draft or scheduled post with someone
 * without an account. The token (256 random bits) is shown once and stored only as its SHA-256;
 * a link works for PREVIEW_LINK_DAYS; revoking removes every link of the post.
 */
export const createPostPreviewsService = ({ db }: { db: Kysely<Database> }) => ({
  create: async (postId: number): Promise<PreviewLink> => {
    if (!(await findPost(db, postId, true))) throw postNotFound()
    const token = randomBytes(32).toString('base64url')
    const now = new Date()
    const link = await repo.insertPreviewLink(db, {
      post_id: postId,
      token_hash: hashToken(token),
      expires_at: new Date(now.getTime() + PREVIEW_LINK_DAYS * 86_400_000).toISOString(),
      created_at: now.toISOString(),
    })
    return { url: `${PREVIEW_PATH}${token}`, expires_at: link.expires_at }
  },

  revoke: async (postId: number) => {
    if (!(await findPost(db, postId, true))) throw postNotFound()
    return repo.deletePreviewLinks(db, postId)
  },

  /** The post behind a token, any status; unknown, revoked or expired → 404. */
  post: async (token: string): Promise<BlogPost> => {
    const row = await repo.findPreviewedPost(db, hashToken(token), new Date().toISOString())
    if (!row) throw previewNotFound()
    return { ...toPost(row), series: await seriesRefOf(db, row.id) }
  },
})
