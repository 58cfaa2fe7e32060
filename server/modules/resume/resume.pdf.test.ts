import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'

import { renderResumePdf, type ResumeData } from './resume.pdf.ts'

const data = (changes: Partial<ResumeData> = {}): ResumeData => ({
  name: 'Łukasz Żółć',
  headline: 'Разработчик · Ελληνικά · Tiếng Việt',
  about: 'Builds things.',
  email: '',
  location: '',
  siteUrl: 'https://example.dev',
  links: [],
  skills: [],
  languages: [],
  projects: [],
  certificates: [],
  date: new Date('2026-01-02T03:04:05Z'),
  ...changes,
})

const textOf = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text

describe('renderResumePdf', () => {
  it('writes names and headlines in any script Inter covers as real text', async () => {
    const text = await textOf(await renderResumePdf(data()))
    expect(text).toContain('Łukasz Żółć')
    expect(text).toContain('Разработчик · Ελληνικά · Tiếng Việt')
    // No email and no location: the contact line holds the site's address alone.
    expect(text).toContain('example.dev')
    expect(text).not.toContain('mailto')
  })

  it('gives the same bytes for the same content (the ETag names the bytes)', async () => {
    const [a, b] = await Promise.all([renderResumePdf(data()), renderResumePdf(data())])
    expect(a.equals(b)).toBe(true)
  })
})
