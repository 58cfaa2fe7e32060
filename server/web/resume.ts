import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import { RESUME_PATH } from '../../core/constants.ts'
import { notModified } from '../plugins/http-delivery.ts'
import type { ResumeService } from '../modules/resume/resume.service.ts'

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

/**
 * GET /resume.pdf (SPEC.md §1, API.md "Résumé"): the résumé the owner uploaded in the site
 * profile when `resume_url` points into /uploads/, else the one generated from the site's
 * content (modules/resume) once the owner has saved a profile. Registered before the static files and the page renderer, which
 * leave this path alone.
 */
export const registerResume = (app: FastifyInstance, opts: { resume: ResumeService }) => {
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const [resume, site, saved] = await Promise.all([
      opts.resume.current(),
      app.services.site.get(),
      app.services.site.isSaved(),
    ])
    // A site nobody has set up has no one to make a résumé of (its profile is a blank stand-in).
    if (resume.source === 'generated' && !saved) return reply.callNotFound()
    reply.header('etag', resume.etag)
    reply.header('x-content-type-options', 'nosniff')
    if (notModified(req, resume)) return reply.code(304).send()
    reply.header('content-disposition', resumeDisposition(site.name))
    reply.type('application/pdf')
    if (resume.source === 'generated') return reply.send(resume.pdf)
    reply.header('content-length', resume.size)
    const body = await resume.open()
    // Deleted since it was looked up: as if it had never been there.
    if (!body) return reply.callNotFound()
    return reply.send(body)
  }

  app.get(RESUME_PATH, { schema: { hide: true }, config: { cachePolicy: 'resume' } }, handler)
}
