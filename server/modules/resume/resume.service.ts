import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'

import { CATEGORY_NAMES, RESUME_PATH } from '../../../core/constants.ts'
import type { Certificate } from '../../../core/schemas/certificate.ts'
import type { Project } from '../../../core/schemas/project.ts'
import { type SiteProfile } from '../../../core/schemas/site.ts'
import { DEFAULT_ACCENT_COLOR } from '../../../core/site-defaults.ts'
import { stripHtml } from '../../../core/text.ts'
import type { ContentEvents } from '../../lib/events.ts'
import { loadSharp } from '../../lib/sharp.ts'
import type { UploadStore } from '../../lib/upload-store.ts'
import { UPLOADS_URL_PREFIX } from '../uploads/uploads.service.ts'
import type { ResumeData } from './resume.pdf.ts'

/** pdfkit (~30 MB resident) is loaded when a résumé is first generated, not at start. */
const loadPdf = () => import('./resume.pdf.ts')

/** Bump when the layout changes: the ETag changes with it. */
const LAYOUT_VERSION = 1
/** More than two pages hold: the rest is named by a link to the site. */
const PROJECTS_READ = 40
const CERTIFICATES_READ = 60
const SKILLS_PER_CATEGORY = 10
const DESCRIPTION_MAX = 240

/** The upload a URL names (`/uploads/<name>`, or the same on this site's address). */
const uploadedName = (link: string, siteUrl: string): string | undefined => {
  let url: URL
  try {
    url = new URL(link, siteUrl)
  } catch {
    return undefined
  }
  if (url.origin !== new URL(siteUrl).origin || !url.pathname.startsWith(UPLOADS_URL_PREFIX)) return undefined
  const name = decodeURIComponent(url.pathname.slice(UPLOADS_URL_PREFIX.length))
  // Upload names are flat and random (uploads.service.ts): anything else is not one of ours.
  return /^[\w-]+(?:\.[\w-]+)*$/.test(name) ? name : undefined
}

/** The upload a `resume_url` names (`/uploads/<name>.pdf`, or the same on this site's address). */
export const uploadedResumeName = (resumeUrl: string, siteUrl: string): string | undefined => {
  const name = uploadedName(resumeUrl, siteUrl)
  return name && /\.pdf$/i.test(name) ? name : undefined
}

/** The logo's square in the PDF, in pixels (sharp draws it once; pdfkit embeds the PNG). */
const LOGO_PIXELS = 192

export type ServedResume =
  | { source: 'uploaded'; url: string; name: string; size: number; etag: string; open(): Promise<Readable | undefined> }
  | { source: 'generated'; url: string; pdf: Buffer; etag: string }

export interface ResumeDeps {
  getSite: () => Promise<SiteProfile>
  getFeaturedProjects: (limit: number) => Promise<Project[]>
  getCertificates: (limit: number) => Promise<Certificate[]>
  events: ContentEvents
  siteUrl: string
  /** The uploads store (a folder or a bucket) the uploaded PDF is read from. */
  uploads: Pick<UploadStore, 'head' | 'stream'>
}

const clip = (text: string, max: number) => {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).replace(/[\s,.;:–—-]+$/, '')}…`
}

const yearOf = (date: string | null | undefined) => (date ? date.slice(0, 4) : null)

/** The résumé's content from the profile, the featured projects and the certificates. */
export const resumeData = (
  site: SiteProfile,
  projects: Project[],
  certificates: Certificate[],
  siteUrl: string,
): ResumeData => {
  const links = site.socials
    .filter((s) => s.platform !== 'email' && /^https?:/i.test(s.url))
    .map((s) => ({ label: s.label, url: s.url }))
  if (site.professional_network_url && !links.some((l) => l.url === site.professional_network_url)) {
    links.push({ label: 'Network', url: site.professional_network_url })
  }
  const dates = [...projects, ...certificates].map((i) => i.updated_at).sort()
  return {
    ...(site.accent_color.toLowerCase() === DEFAULT_ACCENT_COLOR.toLowerCase() ? {} : { accent: site.accent_color }),
    name: site.name,
    headline: site.headline,
    about: site.bio,
    email: site.email,
    location: site.location,
    siteUrl,
    links,
    skills: site.skills.map((c) => ({
      title: c.title,
      items: (c.allSkills.length
        ? [...c.allSkills].sort((a, b) => b.level - a.level).map((s) => s.name)
        : c.skills
      ).slice(0, SKILLS_PER_CATEGORY),
    })),
    languages: site.languages,
    projects: projects.map((p) => {
      const years = [yearOf(p.start_date), yearOf(p.end_date)].filter((y): y is string => !!y)
      const span =
        years.length === 2 && years[0] !== years[1] ? `${years[0]}–${years[1]}` : (years[0] ?? yearOf(p.created_at))
      return {
        title: p.title,
        url: `${siteUrl}/projects/${encodeURIComponent(p.slug)}`,
        description: clip(p.short_description || stripHtml(p.description), DESCRIPTION_MAX),
        technologies: p.technologies.slice(0, 8),
        meta: [CATEGORY_NAMES[p.category as keyof typeof CATEGORY_NAMES] ?? p.category, span]
          .filter(Boolean)
          .join(' · '),
      }
    }),
    certificates: certificates.map((c) => ({
      title: c.title,
      issuer: c.issuer,
      year: yearOf(c.issued_date),
      url: c.credential_url && /^https?:/i.test(c.credential_url) ? c.credential_url : null,
    })),
    date: new Date(dates.at(-1) ?? '2020-01-01T00:00:00.000Z'),
  }
}

/**
 * `/resume.pdf` (API.md "Résumé"): the PDF the owner uploaded when `resume_url` names one that
 * exists, else one generated from the site profile, the featured projects and the certificates.
 * The generated PDF is kept until one of those changes (content events, from any instance), and
 * drawn again only when what it shows changed (its ETag is a hash of that).
 */
export const createResumeService = (deps: ResumeDeps) => {
  let current: Promise<ServedResume> | undefined
  let generated: { key: string; pdf: Buffer } | undefined
  deps.events.on('change', (kind) => {
    if (kind === 'site' || kind === 'projects' || kind === 'certificates') current = undefined
  })

  const uploaded = async (site: SiteProfile): Promise<ServedResume | undefined> => {
    const name = uploadedResumeName(site.resume_url, deps.siteUrl)
    if (!name) return undefined
    const file = await deps.uploads.head(name)
    if (!file) return undefined
    const etag = `"r-${file.etag.replace(/^W\/|"/g, '')}"`
    const open = () => deps.uploads.stream(name)
    return { source: 'uploaded', url: `${UPLOADS_URL_PREFIX}${name}`, name, size: file.size, etag, open }
  }

  /**
   * The site's logo as the PDF draws it, when it is one of this site's uploads (a logo elsewhere
   * is not fetched: the résumé makes no outside request), with its file's ETag for the key. An
   * upload gone or not an image leaves the résumé without a logo.
   */
  const logoOf = async (site: SiteProfile) => {
    const name = site.logo_url ? uploadedName(site.logo_url, deps.siteUrl) : undefined
    const file = name ? await deps.uploads.head(name) : undefined
    const stream = file && name ? await deps.uploads.stream(name) : undefined
    if (!file || !stream) return undefined
    try {
      const chunks: Buffer[] = []
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
      const sharp = await loadSharp()
      const png = await sharp(Buffer.concat(chunks))
        .resize(LOGO_PIXELS, LOGO_PIXELS, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer()
      return { png, etag: file.etag }
    } catch {
      return undefined
    }
  }

  const generate = async (site: SiteProfile): Promise<ServedResume> => {
    const [projects, certificates, logo] = await Promise.all([
      deps.getFeaturedProjects(PROJECTS_READ),
      deps.getCertificates(CERTIFICATES_READ),
      logoOf(site),
    ])
    const data = resumeData(site, projects, certificates, deps.siteUrl)
    const key = createHash('sha256')
      .update(JSON.stringify([LAYOUT_VERSION, data, logo?.etag ?? null]))
      .digest('base64url')
    if (generated?.key !== key)
      generated = { key, pdf: await (await loadPdf()).renderResumePdf(logo ? { ...data, logo: logo.png } : data) }
    return { source: 'generated', url: RESUME_PATH, pdf: generated.pdf, etag: `"rg-${key.slice(0, 27)}"` }
  }

  const locate = async (): Promise<ServedResume> => {
    const site = await deps.getSite()
    // A deleted upload falls back to the generated résumé rather than a broken link.
    return (await uploaded(site)) ?? generate(site)
  }

  const served = () => {
    const pending = (current ??= locate())
    pending.catch(() => {
      if (current === pending) current = undefined
    })
    return pending
  }

  return {
    /** What answers /resume.pdf now; an uploaded file removed since is noticed at once. */
    current: async (): Promise<ServedResume> => {
      const resume = await served()
      if (resume.source === 'uploaded' && !(await deps.uploads.head(resume.name))) {
        current = undefined
        return served()
      }
      return resume
    },
  }
}

export type ResumeService = ReturnType<typeof createResumeService>
