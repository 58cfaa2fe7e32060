import { createHash } from 'node:crypto'

import { describe, expect, test } from 'vitest'

import { inlineScriptHashes, withFrameSources, withScriptHashes, withSources } from './csp.ts'

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`

describe('CSP script hashes', () => {
  test('hashes every inline script, not external ones or JSON data blocks', () => {
    const html = [
      '<script>window.a = 1</script>',
      '<script src="/assets/x.js"></script>',
      '<script type="module">import "/assets/y.js"</script>',
      '<script type="application/ld+json">{"@type":"Person"}</script>',
      '<script>window.a = 1</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([sha('window.a = 1'), sha('import "/assets/y.js"')])
  })

  test('adds the hashes to script-src, keeping the other directives', () => {
    const policy = "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline'"
    expect(withScriptHashes(policy, ["'sha256-a'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-a';style-src 'self' 'unsafe-inline'",
    )
    expect(withScriptHashes("default-src 'self'", ["'sha256-a'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-a'",
    )
    expect(withScriptHashes(policy, [])).toBe(policy)
  })

  test('adds sources to one directive', () => {
    expect(withSources("connect-src 'self';img-src 'self'", 'connect-src', ['ws:'])).toBe(
      "connect-src 'self' ws:;img-src 'self'",
    )
  })
})

describe('withFrameSources (click-to-load videos, docs/api/writing.md)', () => {
  const base = "default-src 'self';script-src 'self'"
  test('allows exactly the player origins the page embeds', () => {
    const yt = '<div class="video-embed" data-embed="https://www.youtube-nocookie.com/embed/abc123def45">'
    const vimeo = '<div class="video-embed" data-embed="https://player.vimeo.com/video/123">'
    expect(withFrameSources(base, yt)).toBe(`${base};frame-src 'self' https://www.youtube-nocookie.com`)
    expect(withFrameSources(base, yt + vimeo + yt)).toBe(
      `${base};frame-src 'self' https://player.vimeo.com https://www.youtube-nocookie.com`,
    )
  })
  test('leaves any other page, and unknown origins, without frame-src', () => {
    expect(withFrameSources(base, '<p>No video</p>')).toBe(base)
    expect(withFrameSources(base, '<div data-embed="https://evil.example/embed/x">')).toBe(base)
  })
})
