import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import yauzl from 'yauzl'
import yazl from 'yazl'

import type { ImportJob } from '../../../core/schemas/imports.ts'
import { createBackup, restoreBackup } from '../backup/backup.service.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { createAdmin, createPost, createUser, multipart, type TestAccount } from '../../test/factories.ts'

const FIXTURES = join(import.meta.dirname, '../../../tests/fixtures/import')
const fixture = (path: string) => readFileSync(join(FIXTURES, path))

/** A zip of `entries` (name → bytes), built with a maintained zip writer. */
const zipOf = async (entries: Record<string, Buffer | string>, opts: { mode?: Record<string, number> } = {}) => {
  const zip = new yazl.ZipFile()
  for (const [name, data] of Object.entries(entries))
    zip.addBuffer(Buffer.isBuffer(data) ? data : Buffer.from(data), name, { mode: opts.mode?.[name] })
  zip.end()
  const chunks: Buffer[] = []
  for await (const c of zip.outputStream) chunks.push(c as Buffer)
  return Buffer.concat(chunks)
}

/** Every entry of a zip, name → bytes. */
const unzip = (buf: Buffer) =>
  new Promise<Map<string, Buffer>>((resolve, reject) => {
    const out = new Map<string, Buffer>()
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err)
      zip.on('end', () => resolve(out))
      zip.on('entry', (e: yauzl.Entry) =>
        zip.openReadStream(e, async (err2, s) => {
          if (err2) return reject(err2)
          const chunks: Buffer[] = []
          for await (const c of s) chunks.push(c as Buffer)
          out.set(e.fileName, Buffer.concat(chunks))
          zip.readEntry()
        }),
      )
      zip.readEntry()
    })
  })

const png = (r: number) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r, g: 40, b: 90 } } })
    .png()
    .toBuffer()

let t: TestApp
let admin: TestAccount

const startImport = (
  data: Buffer,
  opts: { dryRun?: boolean; app?: TestApp; headers?: Record<string, string> } = {},
) => {
  const body = multipart([
    { name: 'file', filename: 'export.bin', contentType: 'application/octet-stream', data },
    ...(opts.dryRun === undefined ? [] : [{ name: 'dry_run', data: String(opts.dryRun) }]),
  ])
  return (opts.app ?? t).app.inject({
    method: 'POST',
    url: '/api/v1/admin/imports',
    payload: body.payload,
    headers: { ...body.headers, ...(opts.headers ?? admin.headers) },
  })
}

/** Uploads, waits for the job to finish, and answers its final state. */
const runImport = async (
  data: Buffer,
  opts: { dryRun?: boolean; app?: TestApp; headers?: Record<string, string> } = {},
) => {
  const app = opts.app ?? t
  const res = await startImport(data, opts)
  expect(res.statusCode).toBe(202)
  await app.app.services.imports.idle()
  const job = await app.app.inject({
    method: 'GET',
    url: `/api/v1/admin/imports/${res.json().id}`,
    headers: opts.headers ?? admin.headers,
  })
  expect(job.statusCode).toBe(200)
  return job.json<ImportJob>()
}

const postBySlug = async (slug: string, app = t) =>
  app.app.db.db.selectFrom('blog_posts').selectAll().where('slug', '=', slug).executeTakeFirst()
const postCount = async (app = t) =>
  Number(
    (
      await app.app.db.db
        .selectFrom('blog_posts')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
const uploadFiles = (app = t) => {
  try {
    return readdirSync(app.app.config.UPLOADS_DIR).filter((f) => !f.startsWith('.'))
  } catch {
    return []
  }
}

beforeAll(async () => {
  t = await createTestApp()
  admin = await createAdmin(t.app)
})
afterAll(async () => {
  await t?.close()
})

describe('imports: access and the upload', () => {
  it('needs a superuser: 401 without a token, 403 for another account', async () => {
    const body = multipart([{ name: 'file', filename: 'a.json', data: '{}' }])
    const anon = await t.app.inject({ method: 'POST', url: '/api/v1/admin/imports', ...body })
    expect(anon.statusCode).toBe(401)
    const user = await createUser(t.app)
    const other = await startImport(Buffer.from('{}'), { headers: user.headers })
    expect(other.statusCode).toBe(403)
    const get = await t.app.inject({ method: 'GET', url: '/api/v1/admin/imports/x', headers: user.headers })
    expect(get.statusCode).toBe(403)
  })

  it('422 without a file, 422 for a bad dry_run, 404 for an unknown import', async () => {
    const noFile = multipart([{ name: 'dry_run', data: 'true' }])
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/imports',
      payload: noFile.payload,
      headers: { ...noFile.headers, ...admin.headers },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().code).toBe('VALIDATION_ERROR')
    const bad = multipart([
      { name: 'dry_run', data: 'maybe' },
      { name: 'file', filename: 'a.json', data: '{}' },
    ])
    const badRes = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/imports',
      payload: bad.payload,
      headers: { ...bad.headers, ...admin.headers },
    })
    expect(badRes.statusCode).toBe(422)
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/admin/imports/nope', headers: admin.headers })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().code).toBe('IMPORT_NOT_FOUND')
  })
})

describe('imports: the real export files', () => {
  it('Ghost JSON (TryGhost/migrate fixture): posts, slugs, titles, tags, dates, statuses; remote media kept', async () => {
    const job = await runImport(fixture('ghost/ghost.json'))
    expect(job).toMatchObject({ status: 'done', progress: 1, dry_run: false, format: 'ghost', error: null })
    expect(job.report?.posts).toEqual({ created: 3, updated: 0, skipped: 0 })
    expect(job.report?.tags).toBe(2)
    // photo-1, feature-1, inline-2, feature-2: remote, never fetched, each counted once.
    expect(job.report?.media).toEqual({ imported: 0, external: 4, missing: 0 })
    expect(job.report?.warnings.some((w) => w.includes('post-3-lexical'))).toBe(true)
    const p1 = await postBySlug('post-1')
    expect(p1).toMatchObject({ title: 'Post 1', published: 1, published_at: '2025-01-01T00:00:00.000Z' })
    expect(JSON.parse(p1!.tags)).toEqual(['News'])
    expect(p1!.featured_image).toBe('https://example.com/images/feature-1.jpg')
    expect(p1!.content_markdown).toBe('Hello world\n\n![](https://example.com/images/photo-1.jpg)\n\nMore text\n')
    // updated_at is null in the export: the published time stands in.
    expect(p1!.updated_at).toBe('2025-01-01T00:00:00.000Z')
    const p2 = await postBySlug('post-2')
    expect(JSON.parse(p2!.tags)).toEqual(['Technology'])
    expect(await postBySlug('post-3-lexical')).toMatchObject({ title: 'Post 3 - Lexical', published: 1 })
  })

  it('importing the same Ghost file again updates those posts and changes nothing', async () => {
    const before = await t.app.db.db.selectFrom('blog_posts').selectAll().orderBy('id').execute()
    const job = await runImport(fixture('ghost/ghost.json'))
    expect(job.report?.posts).toEqual({ created: 0, updated: 3, skipped: 0 })
    const after = await t.app.db.db.selectFrom('blog_posts').selectAll().orderBy('id').execute()
    expect(after).toEqual(before)
  })

  it('WordPress WXR 1.1 (wordpress-importer fixture): the post is imported, the page skipped', async () => {
    const job = await runImport(fixture('wordpress/valid-wxr-1.1.xml'))
    expect(job).toMatchObject({ status: 'done', format: 'wordpress' })
    expect(job.report?.posts).toEqual({ created: 1, updated: 0, skipped: 1 })
    const p = await postBySlug('hello-world')
    expect(p).toMatchObject({ title: 'Hello world!', published: 1, published_at: '2010-10-16T20:53:18.000Z' })
    // Categories and tags; not the custom taxonomy.
    expect(JSON.parse(p!.tags)).toEqual(['alpha', 'Clippable'])
    expect(p!.content_markdown).toBe(
      'Welcome to WordPress. This is your first post. Edit or delete it, then start blogging!\n',
    )
  })

  it('WordPress WXR 1.2 (another site, same slug): a suffix and a warning; Uncategorized dropped; blocks become paragraphs', async () => {
    const job = await runImport(fixture('wordpress/wxr-simple.xml'))
    expect(job.report?.posts).toEqual({ created: 1, updated: 0, skipped: 0 })
    expect(job.report?.warnings.some((w) => w.includes('hello-world-2'))).toBe(true)
    const p = await postBySlug('hello-world-2')
    expect(p).toMatchObject({
      title: '"The Road Not Taken" by Robert Frost',
      published_at: '2024-06-05T16:04:48.000Z',
      updated_at: '2024-06-10T12:28:55.000Z',
    })
    expect(JSON.parse(p!.tags)).toEqual([])
    expect(p!.content_markdown).toContain('Two roads diverged in a yellow wood,')
    expect(p!.content_markdown).not.toContain('wp:paragraph')
    // The first WordPress post is untouched.
    expect((await postBySlug('hello-world'))?.title).toBe('Hello world!')
  })

  it('Medium export .zip (TryGhost/migrate fixtures): published and draft posts, slug from the canonical link', async () => {
    const zip = await zipOf({
      'posts/basic-post.html': fixture('medium/posts/basic-post.html'),
      'posts/draft-post.html': fixture('medium/posts/draft-post.html'),
      'profile/profile.html': '<html><body>me</body></html>',
    })
    const job = await runImport(zip)
    expect(job).toMatchObject({ status: 'done', format: 'medium' })
    expect(job.report?.posts).toEqual({ created: 2, updated: 0, skipped: 0 })
    expect(job.report?.tags).toBe(2)
    const basic = await postBySlug('testpost')
    expect(basic).toMatchObject({
      title: 'Basic Post Title',
      excerpt: 'This is a subtitle of some sort',
      published: 1,
      published_at: '2018-08-11T11:23:34.123Z',
    })
    expect(JSON.parse(basic!.tags)).toEqual(['Things', 'Stuff'])
    expect(basic!.content_markdown).toContain('This is a paragraph of text and stuff.')
    const draft = await postBySlug('draft-post-title')
    expect(draft).toMatchObject({ title: 'Draft Post Title', published: 0 })
  })

  it('Medium: the title repeated as the first heading is kept once; figures keep their captions', async () => {
    const zip = await zipOf({ 'posts/advanced-post.html': fixture('medium-advanced/posts/advanced-post.html') })
    const job = await runImport(zip, { dryRun: false })
    expect(job.status).toBe('done')
    // Same Medium id as the basic post (the fixtures share a canonical link): an update.
    expect(job.report?.posts.updated).toBe(1)
    const p = await postBySlug('testpost')
    expect(p!.title).toBe('Advanced Post Title')
    expect(p!.content_markdown).not.toMatch(/^#+ Advanced Post Title/m)
    expect(p!.content_markdown).toContain(
      '![This is image alt text](https://cdn-images-1.medium.com/max/2000/abc123.jpeg)',
    )
    expect(p!.content_markdown).toContain('This is an image caption')
    expect(p!.content_markdown).toContain('[link to Ghost](https://ghost.org)')
    expect(p!.content_markdown).not.toMatch(/<figure|<div|<img/)
  })
})

describe('imports: old addresses', () => {
  it("each platform's old paths lead to the imported post (301 target), and the count is in the report", async () => {
    const resolve = (url: string) => t.app.services.redirects.resolve(url)
    // Ghost /<slug>/; WordPress the <link>, /?p=<id> and /<post_name>/; Medium the canonical path and /p/<id>.
    expect(await resolve('/post-1/')).toBe('/blogs/post-1')
    expect(await resolve('/post-2')).toBe('/blogs/post-2')
    expect(await resolve('/?p=1')).toBe('/blogs/hello-world')
    expect(await resolve('/?p=10')).toBe('/blogs/hello-world-2')
    expect(await resolve('/@JoeBloggs/testpost-efefef12121212')).toBe('/blogs/testpost')
    expect(await resolve('/p/efefef12121212')).toBe('/blogs/testpost')
    expect(await resolve('/p/ababab12121212')).toBeUndefined() // a draft is not public
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/redirects?limit=100', headers: admin.headers })
    expect(list.json().total).toBeGreaterThanOrEqual(9)
    const again = await runImport(fixture('ghost/ghost.json'))
    expect(again.report?.redirects).toBe(3)
  })

  it('a path the product serves itself is not recorded (warning)', async () => {
    const zip = await zipOf({
      'a.md': '---\ntitle: Aliased\naliases: [/old/aliased/, /api/v1/blogs, "https://old.example/x/y/"]\n---\nx\n',
    })
    const job = await runImport(zip)
    expect(job.report?.redirects).toBe(2)
    expect(job.report?.warnings.some((w) => w.includes('/api/v1/blogs'))).toBe(true)
    expect(await t.app.services.redirects.resolve('/x/y/')).toBe('/blogs/a')
    const dry = await runImport(zip, { dryRun: true })
    expect(dry.report?.redirects).toBe(2)
  })
})

describe('imports: media, dry run, Markdown', () => {
  it('a Ghost .zip: images in the archive become uploads and references are rewritten (one upload per file)', async () => {
    const data = JSON.parse(fixture('ghost/ghost.json').toString('utf8'))
    const post = data.db[0].data.posts[0]
    post.id = 'media-test'
    post.slug = 'ghost-media'
    post.feature_image = '__GHOST_URL__/content/images/2025/01/cover.png'
    post.html =
      '<p>A</p><figure class="kg-card kg-image-card"><img src="__GHOST_URL__/content/images/2025/01/cover.png" alt="Cover"><figcaption>Caption</figcaption></figure><img src="/content/images/nope.png">'
    data.db[0].data.posts = [post]
    const zip = await zipOf({
      'export/site.ghost.json': JSON.stringify(data),
      'export/content/images/2025/01/cover.png': await png(10),
    })
    const before = uploadFiles().length
    const job = await runImport(zip)
    expect(job.status).toBe('done')
    expect(job.report?.media).toEqual({ imported: 1, external: 0, missing: 1 })
    expect(job.report?.warnings.some((w) => w.includes('/content/images/nope.png'))).toBe(true)
    const p = await postBySlug('ghost-media')
    expect(p!.featured_image).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/)
    expect(p!.content_markdown).toContain(`![Cover](${p!.featured_image})`)
    expect(p!.content_markdown).toContain('Caption')
    // The original is stored by the job; its variants and description follow once the posts
    // are written (one image after another, from the stored original).
    await t.app.services.uploads.idle()
    const id = /([0-9a-f]{32})/.exec(p!.featured_image!)![1]!
    expect(
      uploadFiles()
        .filter((f) => f.startsWith(id))
        .sort(),
    ).toEqual([`${id}-8w.avif`, `${id}-8w.webp`, `${id}.json`, `${id}.png`].sort())
    expect(uploadFiles().length).toBe(before + 4)
    expect(Object.keys(await t.app.services.uploads.describe([p!.featured_image]))).toEqual([p!.featured_image])
    const served = await t.app.inject({ method: 'GET', url: p!.featured_image! })
    expect(served.statusCode).toBe(200)
  })

  it('dry run: the report says what would happen, nothing is written', async () => {
    const posts = await postCount()
    const files = uploadFiles().length
    const zip = await zipOf({
      'blog/src/content/first.md': '---\ntitle: First dry\ndate: 2024-02-03\ntags: [a, b]\n---\n\n![x](./img.png)\n',
      'blog/src/content/img.png': await png(20),
    })
    const job = await runImport(zip, { dryRun: true })
    expect(job).toMatchObject({ status: 'done', dry_run: true, format: 'markdown' })
    expect(job.report?.posts).toEqual({ created: 1, updated: 0, skipped: 0 })
    expect(job.report?.media.imported).toBe(1)
    expect(await postCount()).toBe(posts)
    expect(uploadFiles().length).toBe(files)
  })

  it('Markdown .zip: front matter mapped, Jekyll dates, drafts, code blocks untouched, an existing slug updated', async () => {
    const existing = await createPost(t.app, { title: 'Owned already', slug: 'owned-already' })
    const zip = await zipOf({
      '_posts/2023-04-05-jekyll-post.md':
        '---\ntitle: "Jekyll &amp; co"\ncategories: one, Two\n---\nBody\n\n```md\n![not media](./missing.png)\n```\n',
      'content/draft.md':
        '---\ntitle: A draft\ndraft: true\nslug: a-draft\nupdated: 2024-01-01T10:00:00+02:00\n---\nText\n',
      'content/owned.md': '---\ntitle: Owned now\nslug: owned-already\ndate: 2020-01-01\n---\nNew body\n',
      'content/no-title.md': '---\nfoo: bar\n---\nskipped\n',
    })
    const job = await runImport(zip)
    expect(job.report?.posts).toEqual({ created: 2, updated: 1, skipped: 1 })
    expect(job.report?.media.missing).toBe(0)
    const j = await postBySlug('jekyll-post')
    expect(j).toMatchObject({ title: 'Jekyll &amp; co', published: 1, published_at: '2023-04-05T00:00:00.000Z' })
    expect(JSON.parse(j!.tags)).toEqual(['one', 'Two'])
    expect(j!.content_markdown).toContain('![not media](./missing.png)')
    const d = await postBySlug('a-draft')
    expect(d).toMatchObject({ published: 0, updated_at: '2024-01-01T08:00:00.000Z' })
    const o = await postBySlug('owned-already')
    expect(o).toMatchObject({ id: existing.id, title: 'Owned now', content_markdown: 'New body\n' })
  })
})

describe('imports: bad and hostile input (a failed job, nothing written, never a 500)', () => {
  const failsWith = async (data: Buffer, pattern: RegExp, app = t) => {
    await app.app.services.uploads.idle()
    const posts = await postCount(app)
    const files = uploadFiles(app).length
    const job = await runImport(data, { app })
    expect(job.status).toBe('failed')
    expect(job.error).toMatch(pattern)
    expect(job.report).toBeNull()
    expect(await postCount(app)).toBe(posts)
    expect(uploadFiles(app).length).toBe(files)
    return job
  }

  it('invalid JSON, a WXR cut short, an unknown file', async () => {
    await failsWith(Buffer.from('{"db": [ {"meta": '), /not valid JSON/)
    const wxr = fixture('wordpress/wxr-simple.xml').toString('utf8')
    await failsWith(Buffer.from(wxr.slice(0, wxr.length / 2)), /not valid XML/)
    await failsWith(Buffer.from('hello, world'), /Ghost.*WordPress.*Medium.*Markdown/)
    await failsWith(Buffer.from('{"hello": 1}'), /Ghost.*WordPress.*Medium.*Markdown/)
  })

  it('XML with external entities is refused and never resolved', async () => {
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><wp:wxr_version>1.2</wp:wxr_version><item><title>&xxe;</title><wp:post_type>post</wp:post_type><wp:status>publish</wp:status><wp:post_id>1</wp:post_id></item></channel></rss>`
    const job = await failsWith(Buffer.from(xxe), /DOCTYPE/)
    expect(job.error).not.toContain('root:')
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><rss><channel/></rss>`
    await failsWith(Buffer.from(bomb), /DOCTYPE/)
  })

  /** A zip whose entry names are changed after writing (yazl refuses hostile names itself). */
  const zipWithName = async (safe: string, hostile: string) => {
    expect(safe.length).toBe(hostile.length)
    const zip = await zipOf({ [safe]: '---\ntitle: Evil\n---\nx\n', 'ok.md': '---\ntitle: Fine\n---\ny\n' })
    return Buffer.from(zip.toString('latin1').split(safe).join(hostile), 'latin1')
  }

  it('zip entries with ../, absolute paths or symlinks refuse the whole archive', async () => {
    await failsWith(await zipWithName('aa/evil.md', '../evil.md'), /leaving the archive/)
    await failsWith(await zipWithName('xetc/evil.md', '/etc/evil.md'), /absolute path/)
    const link = await zipOf(
      { 'link.md': '/etc/passwd', 'ok.md': '---\ntitle: Fine\n---\ny\n' },
      { mode: { 'link.md': 0o120777 } },
    )
    await failsWith(link, /symbolic link/)
  })

  it('a decompression bomb stops at IMPORT_MAX_MB; an upload over it is a 413', async () => {
    const small = await createTestApp({ env: { IMPORT_MAX_MB: '1' } })
    try {
      await createAdmin(small.app).then((a) => (admin = a))
      const bomb = await zipOf({ 'a.md': Buffer.alloc(3 * 1024 * 1024, 0x61) })
      expect(bomb.length).toBeLessThan(1024 * 1024)
      await failsWith(bomb, /1 MB.*IMPORT_MAX_MB/, small)
      const res = await startImport(Buffer.alloc(1024 * 1024 + 10, 0x20), { app: small })
      expect(res.statusCode).toBe(413)
      expect(res.json().detail).toMatch(/IMPORT_MAX_MB/)
      const health = await small.app.inject({ method: 'GET', url: '/api/v1/health' })
      expect(health.statusCode).toBe(200)
    } finally {
      await small.close()
      admin = await createAdmin(t.app)
    }
  })
})

describe('Markdown export', () => {
  it('exports every post with front matter and media, and imports back into an empty site unchanged', async () => {
    const zip = await zipOf({
      'site/posts/pic.md':
        '---\ntitle: With a picture\nslug: with-a-picture\ndate: 2024-03-01T12:00:00Z\nupdated: 2024-03-02T12:00:00Z\ntags: [Photo, travel]\nfeatured: true\nexcerpt: Short\nimage: ./cover.png\nmeta_title: MT\nmeta_description: MD\n---\n# Hello\n\n![alt](./cover.png)\n\n- a\n- b\n',
      'site/posts/cover.png': await png(30),
    })
    expect((await runImport(zip)).status).toBe('done')
    await t.app.services.uploads.idle()
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/export/markdown', headers: admin.headers })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['content-disposition']).toMatch(/^attachment/)
    const entries = await unzip(res.rawPayload)
    const text = entries.get('posts/with-a-picture.md')?.toString('utf8') ?? ''
    expect(text).toMatch(/^---\ntitle: With a picture\nslug: with-a-picture\ndate: 2024-03-01T12:00:00.000Z\n/)
    expect(text).toMatch(/featured_image: \.\.\/media\/[0-9a-f]{32}\.png/)
    const mediaNames = [...entries.keys()].filter((k) => k.startsWith('media/'))
    expect(mediaNames.length).toBeGreaterThan(0)
    const anon = await t.app.inject({ method: 'GET', url: '/api/v1/admin/export/markdown' })
    expect(anon.statusCode).toBe(401)

    const empty = await createTestApp()
    try {
      const owner = await createAdmin(empty.app)
      const job = await runImport(res.rawPayload, { app: empty, headers: owner.headers })
      expect(job.status).toBe('done')
      expect(job.report?.posts.created).toBe(await postCount())
      const fields = [
        'title',
        'slug',
        'tags',
        'published',
        'published_at',
        'updated_at',
        'excerpt',
        'featured',
        'meta_title',
        'meta_description',
        'read_time',
      ] as const
      const strip = (md: string) => md.replace(/\/uploads\/[0-9a-f]{32}\.(png|jpg|gif|webp|avif)/g, '/uploads/X')
      const source = await t.app.db.db.selectFrom('blog_posts').selectAll().orderBy('slug').execute()
      for (const p of source) {
        const copy = await postBySlug(p.slug, empty)
        expect(copy, p.slug).toBeDefined()
        for (const f of fields) expect(copy![f], `${p.slug}.${f}`).toEqual(p[f])
        expect(strip(copy!.content_markdown)).toBe(strip(p.content_markdown))
        expect(copy!.featured_image === null).toBe(p.featured_image === null)
      }
    } finally {
      await empty.close()
    }
  })
})

describe('backup and restore keep what imports remember', () => {
  it('import jobs and post sources survive a round trip: importing again after a restore updates, never duplicates', async () => {
    expect((await runImport(fixture('ghost/ghost.json'))).status).toBe('done')
    const out = join(mkdtempSync(join(tmpdir(), 'folio-import-backup-')), 'b.tar.gz')
    const target = (app: TestApp) => ({ db: app.db, databaseUrl: app.db.url, uploads: app.app.services.uploads.store })
    await createBackup(target(t), out)
    const sources = await t.app.db.db.selectFrom('post_sources').selectAll().orderBy('source_id').execute()
    const jobs = await t.app.db.db.selectFrom('import_jobs').select(['id', 'status', 'report']).orderBy('id').execute()
    expect(sources.length).toBeGreaterThan(0)
    const other = await createTestApp()
    try {
      await restoreBackup(target(other), out, { force: true })
      expect(await other.app.db.db.selectFrom('post_sources').selectAll().orderBy('source_id').execute()).toEqual(
        sources,
      )
      expect(
        await other.app.db.db.selectFrom('import_jobs').select(['id', 'status', 'report']).orderBy('id').execute(),
      ).toEqual(jobs)
      const owner = await createAdmin(other.app)
      const job = await runImport(fixture('ghost/ghost.json'), { app: other, headers: owner.headers })
      expect(job.report?.posts).toEqual({ created: 0, updated: 3, skipped: 0 })
    } finally {
      await other.close()
    }
  })
})

describe('npm run import', () => {
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, [join(import.meta.dirname, '../../../scripts/import.ts'), ...args], {
      env: { ...process.env, DATABASE_URL: t.db.url, UPLOADS_DIR: t.app.config.UPLOADS_DIR, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    })

  it('prints the report as JSON and exits 0; a bad file: one line on stderr, exit 1, nothing changed', async () => {
    const posts = await postCount()
    const ok = cli(join(FIXTURES, 'wordpress/valid-wxr-1.1.xml'), '--dry-run')
    expect(ok.status).toBe(0)
    expect(JSON.parse(ok.stdout)).toMatchObject({ posts: { created: 0, updated: 1, skipped: 1 }, tags: 2 })
    const bad = cli(join(FIXTURES, 'README.md'))
    expect(bad.status).toBe(1)
    expect(bad.stderr.trim().split('\n')).toHaveLength(1)
    expect(bad.stderr).toMatch(/^Import failed: The file is not an export Folio can import/)
    expect(await postCount()).toBe(posts)
  })
})
