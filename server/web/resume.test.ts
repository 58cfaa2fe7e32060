import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_SITE_PROFILE } from '../modules/site/default-profile.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'
import { createAdmin, multipart, type TestAccount } from '../test/factories.ts'
import { resumeDisposition, uploadedResumeName } from './resume.ts'

let t: TestApp
let admin: TestAccount
let dir: string
beforeAll(async () => {
  t = await createTestApp()
  admin = await createAdmin(t.app)
  dir = resolve(t.app.config.UPLOADS_DIR)
})
afterAll(async () => {
  await t?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)
const bundled = () =>
  readFileSync(['build/client/resume.pdf', 'public/resume.pdf'].find((p) => existsSync(p)) ?? 'public/resume.pdf')

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

describe('GET /resume.pdf', () => {
  it('serves the bundled résumé while resume_url does not point into /uploads/', async () => {
    const res = await getResume()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(`inline; filename="${DEFAULT_SITE_PROFILE.name} - Resume.pdf"`)
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/)
    expect(res.headers.etag).toBeTruthy()
    expect(res.rawPayload.equals(bundled())).toBe(true)
  })

  it('serves the uploaded résumé once the site profile names it, with the owner name in the file name', async () => {
    const url = await uploadPdf(PDF)
    await saveSite({ resume_url: url, name: 'Sam Rivera' })
    const res = await getResume()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe('inline; filename="Sam Rivera - Resume.pdf"')
    expect(res.rawPayload.equals(PDF)).toBe(true)
    // The link the site profile stores keeps working too.
    const direct = await t.app.inject({ method: 'GET', url })
    expect(direct.statusCode).toBe(200)
    expect(direct.rawPayload.equals(PDF)).toBe(true)
  })

  it('answers If-None-Match with 304, and a new upload changes the answer at once', async () => {
    const first = await getResume()
    const again = await getResume({ 'if-none-match': first.headers.etag as string })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')

    const other = Buffer.concat([PDF, Buffer.from('% another version\n%%EOF\n')])
    await saveSite({ resume_url: await uploadPdf(other), name: 'Sam Rivera' })
    const next = await getResume({ 'if-none-match': first.headers.etag as string })
    expect(next.statusCode).toBe(200)
    expect(next.headers.etag).not.toBe(first.headers.etag)
    expect(next.rawPayload.equals(other)).toBe(true)
  })

  it('falls back to the bundled file when the upload is gone or resume_url points elsewhere', async () => {
    const url = await uploadPdf(PDF)
    await saveSite({ resume_url: url })
    rmSync(join(dir, url.slice('/uploads/'.length)))
    const missing = await getResume()
    expect(missing.statusCode).toBe(200)
    expect(missing.rawPayload.equals(bundled())).toBe(true)

    await saveSite({ resume_url: 'https://example.com/cv.pdf' })
    const external = await getResume()
    expect(external.statusCode).toBe(200)
    expect(external.rawPayload.equals(bundled())).toBe(true)
  })

  it('answers HEAD without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/resume.pdf' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.body).toBe('')
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
