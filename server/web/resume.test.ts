import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { inflateSync } from 'node:zlib'

import sharp from 'sharp'

import { extractText, getDocumentProxy, getMeta } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_SITE_PROFILE } from '../modules/site/default-profile.ts'
import { uploadedResumeName } from '../modules/resume/resume.service.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'
import {
  createAdmin,
  createCertificate,
  createProject,
  createUser,
  multipart,
  projectInput,
  type TestAccount,
} from '../test/factories.ts'
import { resumeDisposition } from './resume.ts'

let t: TestApp
let admin: TestAccount
let dir: string
beforeAll(async () => {
  t = await createTestApp()
  admin = await createAdmin(t.app)
  dir = resolve(t.app.config.UPLOADS_DIR)
  // The sample owner, as a site with the sample content has it.
  await t.app.services.site.update(DEFAULT_SITE_PROFILE)
})
afterAll(async () => {
  await t?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

const uploadPdf = async (data: Buffer) => {
  const body = multipart([{ name: 'file', filename: 'cv.pdf', contentType: 'application/pdf', data }])
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...admin.headers },
  })
  expect(res.statusCode).toBe(201)
  return res.json<{ url: string }>().url
}

const saveSite = async (changes: Partial<typeof DEFAULT_SITE_PROFILE>) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/site',
    headers: admin.headers,
    payload: { ...DEFAULT_SITE_PROFILE, ...changes },
  })
  expect(res.statusCode).toBe(200)
}

const getResume = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/resume.pdf', headers })
const resumeInfo = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/resume', headers: admin.headers })
  expect(res.statusCode).toBe(200)
  return res.json<{ source: string; url: string }>()
}

/** What a reader gets from the PDF: its text (pdf.js), page count, title and link targets. */
const readPdf = async (buf: Buffer) => {
  expect(buf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  const pdf = await getDocumentProxy(new Uint8Array(buf))
  const { totalPages, text } = await extractText(pdf, { mergePages: true })
  const { info } = await getMeta(pdf)
  const links: string[] = []
  for (let n = 1; n <= totalPages; n++) {
    for (const a of await (await pdf.getPage(n)).getAnnotations()) {
      if (a.subtype === 'Link' && a.url) links.push(a.url as string)
    }
  }
  return { pages: totalPages, text: text.replace(/\s+/g, ' '), title: (info as { Title?: string }).Title, links }
}

describe('GET /resume.pdf, generated', () => {
  it('is made from the profile and the featured projects while resume_url names no upload', async () => {
    const project = await createProject(t.app, {
      title: 'Harbour Freight Tracker',
      short_description: 'Live container positions for a port operator.',
      featured: true,
    })
    await createProject(t.app, { title: 'Not Featured Sideline', featured: false })
    await createCertificate(t.app, {
      title: 'Kubernetes Administrator',
      credential_url: 'https://example.com/verify/k8s',
    })

    const res = await getResume()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(`inline; filename="${DEFAULT_SITE_PROFILE.name} - Resume.pdf"`)
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/)
    expect(res.headers.etag).toMatch(/^"rg-[\w-]+"$/)

    const pdf = await readPdf(res.rawPayload)
    expect(pdf.pages).toBe(1)
    expect(pdf.title).toBe(`${DEFAULT_SITE_PROFILE.name} — Résumé`)
    expect(pdf.text).toContain(DEFAULT_SITE_PROFILE.name)
    expect(pdf.text).toContain(DEFAULT_SITE_PROFILE.headline)
    expect(pdf.text).toContain('Harbour Freight Tracker')
    expect(pdf.text).toContain('Live container positions for a port operator.')
    expect(pdf.text).toContain('Django')
    expect(pdf.text).toContain('Kubernetes Administrator')
    expect(pdf.text).not.toContain('Not Featured Sideline')
    // Clickable: the project's page, the credential, the owner's mail and profiles.
    const site = t.app.config.siteUrl
    expect(pdf.links).toContain(`${site}/projects/${project.slug}`)
    expect(pdf.links).toContain('https://example.com/verify/k8s')
    expect(pdf.links).toContain(`mailto:${DEFAULT_SITE_PROFILE.email}`)
    expect(pdf.links).toContain(DEFAULT_SITE_PROFILE.socials[0]!.url)

    expect(await resumeInfo()).toEqual({ source: 'generated', url: '/resume.pdf' })
  })

  it('answers If-None-Match with 304, and is drawn again after a rename', async () => {
    const first = await getResume()
    const etag = first.headers.etag as string
    const same = await getResume()
    expect(same.headers.etag).toBe(etag)
    expect(same.rawPayload.equals(first.rawPayload)).toBe(true)
    const again = await getResume({ 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')

    const { projects } = await t.app.services.projects.list({ skip: 0, limit: 10, featured: true })
    const project = projects.find((p) => p.title === 'Harbour Freight Tracker')!
    await t.app.services.projects.update(
      project.id,
      projectInput({ title: 'Harbour Fleet Radar', slug: project.slug, featured: true }),
    )
    const renamed = await getResume({ 'if-none-match': etag })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.headers.etag).not.toBe(etag)
    const text = (await readPdf(renamed.rawPayload)).text
    expect(text).toContain('Harbour Fleet Radar')
    expect(text).not.toContain('Harbour Freight Tracker')

    // The owner's name is the document's title and its first words.
    await saveSite({ name: 'Sam Rivera' })
    const owner = await readPdf((await getResume()).rawPayload)
    expect(owner.title).toBe('Sam Rivera — Résumé')
    expect(owner.text.startsWith('Sam Rivera')).toBe(true)
    await saveSite({})
  })

  it('answers HEAD without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/resume.pdf' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.body).toBe('')
  })
})

/** The PDF's objects as text, its compressed streams inflated (pdfkit deflates page content). */
const pdfSource = (buf: Buffer) => {
  const raw = buf.toString('latin1')
  const streams = [...raw.matchAll(/stream\r?\n/g)].map((m) => {
    const start = m.index + m[0].length
    const data = buf.subarray(start, raw.indexOf('endstream', start))
    try {
      return inflateSync(data).toString('latin1')
    } catch {
      return ''
    }
  })
  return [raw, ...streams].join('\n')
}

describe('GET /resume.pdf in the owner\'s look (docs/api/owners-site.md, "Design")', () => {
  it('draws the logo (an image XObject) and the accent colour; without them, neither', async () => {
    const plain = pdfSource((await getResume()).rawPayload)
    expect(plain).not.toMatch(/\/Subtype\s*\/Image/)
    expect(plain).not.toContain('0.8 0.2 0 scn')

    const logo = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#10b981' } })
      .png()
      .toBuffer()
    const { url } = await t.app.services.uploads.save(logo)
    await saveSite({ logo_url: url, accent_color: '#CC3300' })
    const res = await getResume()
    expect(res.statusCode).toBe(200)
    const styled = pdfSource(res.rawPayload)
    expect(styled).toMatch(/\/Subtype\s*\/Image/)
    // The top bar and the headings' marks are filled with the accent (#CC3300 = 0.8 0.2 0).
    expect(styled).toContain('0.8 0.2 0 scn')
    const pdf = await readPdf(res.rawPayload)
    expect(pdf.pages).toBe(1)
    expect(pdf.text).toContain(DEFAULT_SITE_PROFILE.name)

    // A logo that is not one of this site's uploads is not fetched: no image.
    await saveSite({ logo_url: 'https://example.com/logo.png' })
    expect(pdfSource((await getResume()).rawPayload)).not.toMatch(/\/Subtype\s*\/Image/)
    await saveSite({})
  })
})

describe('GET /resume.pdf, uploaded', () => {
  it('serves the uploaded résumé once the site profile names it, with the owner name in the file name', async () => {
    const url = await uploadPdf(PDF)
    await saveSite({ resume_url: url, name: 'Sam Rivera' })
    const res = await getResume()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe('inline; filename="Sam Rivera - Resume.pdf"')
    expect(res.rawPayload.equals(PDF)).toBe(true)
    expect(await resumeInfo()).toEqual({ source: 'uploaded', url })
    // The link the site profile stores keeps working too.
    const direct = await t.app.inject({ method: 'GET', url })
    expect(direct.statusCode).toBe(200)
    expect(direct.rawPayload.equals(PDF)).toBe(true)
  })

  it('answers If-None-Match with 304, and a new upload changes the answer at once', async () => {
    const first = await getResume()
    const again = await getResume({ 'if-none-match': first.headers.etag as string })
    expect(again.statusCode).toBe(304)

    const other = Buffer.concat([PDF, Buffer.from('% another version\n%%EOF\n')])
    await saveSite({ resume_url: await uploadPdf(other), name: 'Sam Rivera' })
    const next = await getResume({ 'if-none-match': first.headers.etag as string })
    expect(next.statusCode).toBe(200)
    expect(next.headers.etag).not.toBe(first.headers.etag)
    expect(next.rawPayload.equals(other)).toBe(true)
  })

  it('falls back to the generated résumé when the upload is gone or resume_url points elsewhere', async () => {
    const url = await uploadPdf(PDF)
    await saveSite({ resume_url: url })
    expect((await getResume()).rawPayload.equals(PDF)).toBe(true)
    rmSync(join(dir, url.slice('/uploads/'.length)))
    const missing = await getResume()
    expect(missing.statusCode).toBe(200)
    expect((await readPdf(missing.rawPayload)).title).toBe(`${DEFAULT_SITE_PROFILE.name} — Résumé`)
    expect((await resumeInfo()).source).toBe('generated')

    await saveSite({ resume_url: 'https://example.com/cv.pdf' })
    const external = await getResume()
    expect(external.statusCode).toBe(200)
    expect((await readPdf(external.rawPayload)).text).toContain(DEFAULT_SITE_PROFILE.name)
    expect(await resumeInfo()).toEqual({ source: 'generated', url: '/resume.pdf' })
  })
})

describe('GET /admin/resume', () => {
  it('is for administrators only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/admin/resume' })
    expect(anonymous.statusCode).toBe(401)
    const user = await createUser(t.app)
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/resume', headers: user.headers })
    expect(res.statusCode).toBe(403)
  })
})

describe('a long career', () => {
  it('still fits on two A4 pages with 30 featured projects and 30 certificates, naming the rest', async () => {
    await saveSite({})
    for (let i = 1; i <= 30; i++) {
      await createProject(t.app, {
        title: `Long Career Project ${i}`,
        short_description:
          'A platform that did a great many things for a great many people, described at the length owners tend to write.',
        technologies: ['TypeScript', 'PostgreSQL', 'React', 'Docker', 'Redis'],
        featured: true,
      })
      await createCertificate(t.app, { title: `Long Career Certificate ${i}` })
    }
    const pdf = await readPdf((await getResume()).rawPayload)
    expect(pdf.pages).toBeLessThanOrEqual(2)
    expect(pdf.text).toContain('Long Career Project')
    expect(pdf.text).toMatch(/\+ \d+ more projects at /)
    expect(pdf.links).toContain(`${t.app.config.siteUrl}/projects`)
  })
})

describe('resume helpers', () => {
  it('only takes flat upload names on this site', () => {
    const site = 'https://folio.example'
    expect(uploadedResumeName('/uploads/abc123.pdf', site)).toBe('abc123.pdf')
    expect(uploadedResumeName('https://folio.example/uploads/abc.pdf', site)).toBe('abc.pdf')
    expect(uploadedResumeName('https://elsewhere.example/uploads/abc.pdf', site)).toBeUndefined()
    expect(uploadedResumeName('/uploads/../secret.pdf', site)).toBeUndefined()
    expect(uploadedResumeName('/uploads/%2e%2e%2fsecret.pdf', site)).toBeUndefined()
    expect(uploadedResumeName('/uploads/a.png', site)).toBeUndefined()
    expect(uploadedResumeName('/resume.pdf', site)).toBeUndefined()
  })

  it('names the file after the owner, safely', () => {
    expect(resumeDisposition('Sam Rivera')).toBe('inline; filename="Sam Rivera - Resume.pdf"')
    expect(resumeDisposition('Zoë "Z" Ödegaard')).toBe(
      `inline; filename="Zoe Z Odegaard - Resume.pdf"; filename*=UTF-8''${encodeURIComponent('Zoë Z Ödegaard - Resume.pdf')}`,
    )
    expect(resumeDisposition('')).toBe('inline; filename="Resume.pdf"')
  })
})

describe('GET /resume.pdf on a site nobody has set up', () => {
  it('is a 404 until the owner saves a profile, then the generated résumé', async () => {
    const fresh = await createTestApp()
    try {
      const owner = await createAdmin(fresh.app)
      expect((await fresh.app.inject({ method: 'GET', url: '/resume.pdf' })).statusCode).toBe(404)
      const saved = await fresh.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/site',
        headers: owner.headers,
        payload: { ...DEFAULT_SITE_PROFILE, name: 'Noor Haddad', resume_url: '/resume.pdf' },
      })
      expect(saved.statusCode).toBe(200)
      const res = await fresh.app.inject({ method: 'GET', url: '/resume.pdf' })
      expect(res.statusCode).toBe(200)
      expect((await readPdf(res.rawPayload)).text).toContain('Noor Haddad')
    } finally {
      await fresh.close()
    }
  })
})
