import { createReadStream, existsSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { basename, join, resolve } from 'node:path'

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import { UPLOADS_URL_PREFIX } from '../modules/uploads/uploads.service.ts'

export const RESUME_PATH = '/resume.pdf'

/** A résumé changes rarely, and a new upload drops the answer at once: a short browser cache. */
const RESUME_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600'

interface ResumeFile {
  path: string
  size: number
  etag: string
  filename: string
}

/** The upload a `resume_url` names (`/uploads/<name>.pdf`, or the same on this site's address). */
export const uploadedResumeName = (resumeUrl: string, siteUrl: string): string | undefined => {
  let url: URL
  try {
    url = new URL(resumeUrl, siteUrl)
  } catch {
    return undefined
  }
  if (url.origin !== new URL(siteUrl).origin || !url.pathname.startsWith(UPLOADS_URL_PREFIX)) return undefined
  const name = decodeURIComponent(url.pathname.slice(UPLOADS_URL_PREFIX.length))
  // Upload names are flat and random (uploads.service.ts): anything else is not one of ours.
  return /^[\w-]+(?:\.[\w-]+)*\.pdf$/i.test(name) ? name : undefined
}

/** `inline; filename="Sam Rivera - Resume.pdf"`, with an RFC 6266 `filename*` when the name needs it. */
export const resumeDisposition = (ownerName: string) => {
  const owner = ownerName.replace(/[\p{Cc}"\\/]/gu, '').trim()
  const name = owner ? `${owner} - Resume.pdf` : 'Resume.pdf'
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '')
  const fallback = ascii.replace(/\s+/g, ' ').trim() || 'Resume.pdf'
  return fallback === name
    ? `inline; filename="${name}"`
    : `inline; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

const matchesEtag = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)

/**
 * GET /resume.pdf (SPEC.md §1): the résumé the owner uploaded in the site profile when
 * `resume_url` points into /uploads/, else the one bundled with the site. Registered before the
 * static files and the page renderer, which leave this path alone.
 */
export const registerResume = (app: FastifyInstance, opts: { bundled: string[] }) => {
  const uploadsDir = resolve(app.config.UPLOADS_DIR)
  const bundled = opts.bundled.map((p) => resolve(p))

  const fileInfo = async (path: string, filename: string): Promise<ResumeFile | undefined> => {
    try {
      const s = await stat(path)
      if (!s.isFile()) return undefined
      return { path, size: s.size, etag: `"r-${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`, filename }
    } catch {
      return undefined
    }
  }

  const locate = async (): Promise<ResumeFile | undefined> => {
    const site = await app.services.site.get()
    const disposition = resumeDisposition(site.name)
    const name = uploadedResumeName(site.resume_url, app.config.siteUrl)
    // A deleted upload falls back to the bundled file rather than a broken link.
    const uploaded = name ? await fileInfo(join(uploadsDir, basename(name)), disposition) : undefined
    if (uploaded) return uploaded
    const path = bundled.find((p) => existsSync(p))
    return path ? fileInfo(path, disposition) : undefined
  }

  // Which file answers is kept until the site profile changes (a new upload, a new name).
  let current: Promise<ResumeFile | undefined> | undefined
  app.events.on('change', (kind) => {
    if (kind === 'site') current = undefined
  })
  const resolveCurrent = () => {
    current ??= locate().catch((err: unknown) => {
      current = undefined
      throw err
    })
    return current
  }

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    let file = await resolveCurrent()
    if (file && !existsSync(file.path)) {
      current = undefined
      file = await resolveCurrent()
    }
    if (!file) return reply.callNotFound()
    reply.header('cache-control', RESUME_CACHE_CONTROL)
    reply.header('etag', file.etag)
    reply.header('x-content-type-options', 'nosniff')
    if (matchesEtag(req.headers['if-none-match'], file.etag)) return reply.code(304).send()
    reply.header('content-disposition', file.filename)
    reply.header('content-length', file.size)
    reply.type('application/pdf')
    return reply.send(createReadStream(file.path))
  }

  app.get(RESUME_PATH, { schema: { hide: true } }, handler)
}
