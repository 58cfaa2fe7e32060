import { createHash } from 'node:crypto'

import { PLAYER_ORIGINS } from '../lib/markdown-blocks.ts'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i

/**
 * `'sha256-…'` sources for every inline script of a rendered page: the theme script, React
 * Router's hydration data and module bootstrap, scroll restoration. External scripts are
 * covered by `'self'`; JSON data blocks are never executed and need no hash.
 */
export const inlineScriptHashes = (html: string): string[] => {
  const hashes = new Set<string>()
  for (const match of html.matchAll(SCRIPT)) {
    const attrs = match[1] ?? ''
    if (/\bsrc\s*=/i.test(attrs) || DATA_BLOCK.test(attrs)) continue
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    )
  }
  return [...hashes]
}

/** The policy with these hashes added to `script-src` (created from `default-src` when absent). */
export const withScriptHashes = (policy: string, hashes: string[]): string => {
  if (hashes.length === 0) return policy
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
  const extra = hashes.join(' ')
  const i = directives.findIndex((d) => /^script-src\s/i.test(d) || d.toLowerCase() === 'script-src')
  if (i >= 0) directives[i] = `${directives[i]} ${extra}`
  else {
    const def = directives.find((d) => /^default-src\s/i.test(d))
    directives.push(`script-src ${def ? def.replace(/^default-src\s*/i, '') : "'self'"} ${extra}`)
  }
  return directives.join(';')
}

/** Adds sources to one directive (dev server: the HMR websocket). */
export const withSources = (policy: string, directive: string, sources: string[]) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => (d.toLowerCase().startsWith(`${directive} `) ? `${d} ${sources.join(' ')}` : d))
    .join(';')

const EMBED = /\bdata-embed="(https:\/\/[^/"]+)\//g

/**
 * `frame-src` for a page with click-to-load videos (server/lib/markdown-blocks.ts): exactly the
 * player origins its embeds name, out of the two known ones. Any other page keeps frames to
 * itself (`default-src 'self'`), and no page allows frames from any site.
 */
export const withFrameSources = (policy: string, html: string): string => {
  const origins = new Set<string>()
  for (const m of html.matchAll(EMBED)) {
    const origin = PLAYER_ORIGINS.find((p) => p === m[1])
    if (origin) origins.add(origin)
  }
  if (origins.size === 0) return policy
  return `${policy.replace(/;?\s*$/, '')};frame-src 'self' ${[...origins].sort().join(' ')}`
}
