// Build-time only (vite.config.ts): runs in Node, never part of the bundle.
import * as simpleIcons from 'simple-icons'
import type { Plugin } from 'vite'

/**
 * Names the site profile uses (skills, languages, tutoring frameworks, socials) → an icon.
 * A slug is a simple-icons icon; `custom:` ones are drawn here (simple-icons has no LinkedIn,
 * SQL or REST icon). Keys are normalised: lower case without spaces, dots or dashes.
 */
const ICONS: Record<string, string> = {
  python: 'python',
  javascript: 'javascript',
  typescript: 'typescript',
  php: 'php',
  java: 'openjdk',
  sql: 'custom:sql',
  git: 'git',
  react: 'react',
  reactnative: 'react',
  nextjs: 'nextdotjs',
  angular: 'angular',
  nodejs: 'nodedotjs',
  flask: 'flask',
  django: 'django',
  laravel: 'laravel',
  springboot: 'springboot',
  postgresql: 'postgresql',
  fastapi: 'fastapi',
  tailwindcss: 'tailwindcss',
  jquery: 'jquery',
  restapi: 'custom:restapi',
  docker: 'docker',
  mysql: 'mysql',
  mongodb: 'mongodb',
  redis: 'redis',
  vuejs: 'vuedotjs',
  expo: 'expo',
  flutter: 'flutter',
  firebase: 'firebase',
  github: 'github',
  linkedin: 'custom:linkedin',
  x: 'x',
  mastodon: 'mastodon',
  bluesky: 'bluesky',
  youtube: 'youtube',
  devto: 'devdotto',
  stackoverflow: 'stackoverflow',
}

const CUSTOM: Record<string, { title: string; hex: string; path: string }> = {
  linkedin: {
    title: 'LinkedIn',
    hex: '0A66C2',
    path: 'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z',
  },
  sql: {
    title: 'SQL',
    hex: '336791',
    path: 'M12 2C7.03 2 3 3.57 3 5.5v13C3 20.43 7.03 22 12 22s9-1.57 9-3.5v-13C21 3.57 16.97 2 12 2zm0 2c4.42 0 7 1.28 7 1.5S16.42 7 12 7 5 5.72 5 5.5 7.58 4 12 4zM5 8.1C6.6 8.68 9.2 9 12 9s5.4-.32 7-.9v3.4c0 .22-2.58 1.5-7 1.5s-7-1.28-7-1.5zm0 6c1.6.58 4.2.9 7 .9s5.4-.32 7-.9v4.4c0 .22-2.58 1.5-7 1.5s-7-1.28-7-1.5z',
  },
  restapi: {
    title: 'REST API',
    hex: '6BA539',
    path: 'M8 3a3 3 0 0 0-3 3v3a2 2 0 0 1-2 2v2a2 2 0 0 1 2 2v3a3 3 0 0 0 3 3h1v-2H8a1 1 0 0 1-1-1v-3.5A3 3 0 0 0 5.4 12 3 3 0 0 0 7 9.5V6a1 1 0 0 1 1-1h1V3zm8 0h-1v2h1a1 1 0 0 1 1 1v3.5a3 3 0 0 0 1.6 2.5 3 3 0 0 0-1.6 2.5V18a1 1 0 0 1-1 1h-1v2h1a3 3 0 0 0 3-3v-3a2 2 0 0 1 2-2v-2a2 2 0 0 1-2-2V6a3 3 0 0 0-3-3z',
  },
}

interface SpriteIcon {
  id: string
  title: string
  hex: string
  path: string
}

const lookupIcon = (ref: string): SpriteIcon => {
  if (ref.startsWith('custom:')) {
    const id = ref.slice(7)
    const c = CUSTOM[id]
    if (!c) throw new Error(`brand sprite: no custom icon ${id}`)
    return { id, ...c }
  }
  const key = `si${ref[0]!.toUpperCase()}${ref.slice(1)}`
  const icon = (simpleIcons as unknown as Record<string, { title: string; hex: string; path: string } | undefined>)[key]
  if (!icon) throw new Error(`brand sprite: simple-icons has no ${ref}`)
  return { id: ref, title: icon.title, hex: icon.hex, path: icon.path }
}

const buildSprite = () => {
  const icons = new Map<string, SpriteIcon>()
  for (const ref of Object.values(ICONS)) {
    const icon = lookupIcon(ref)
    icons.set(icon.id, icon)
  }
  const symbols = [...icons.values()]
    .map((i) => `<symbol id="${i.id}" viewBox="0 0 24 24"><path fill="currentColor" d="${i.path}"/></symbol>`)
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`
  const table = Object.fromEntries(
    Object.entries(ICONS).map(([name, ref]) => {
      const i = lookupIcon(ref)
      return [name, [i.id, i.hex]]
    }),
  )
  return { svg, table }
}

const VIRTUAL = 'virtual:brand-icons'
const RESOLVED = '\0virtual:brand-icons'
const DEV_URL = '/__brand-icons.svg'

/**
 * Brand logos (simple-icons) as one fingerprinted SVG sprite instead of path data in the
 * JavaScript: the home page shows about thirty of them, which would cost ~18 KB of gzip JS.
 * `virtual:brand-icons` exports the sprite URL and a name → [symbol id, brand hex] table.
 */
export const brandSprite = (): Plugin => {
  const sprite = buildSprite()
  let serve = false
  return {
    name: 'folio:brand-sprite',
    configResolved(config) {
      serve = config.command === 'serve'
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined
    },
    load(id) {
      if (id !== RESOLVED) return undefined
      const table = `export const brandIcons = ${JSON.stringify(sprite.table)};`
      if (serve) return `export const spriteUrl = ${JSON.stringify(DEV_URL)};\n${table}`
      const ref = this.emitFile({ type: 'asset', name: 'brand-icons.svg', source: sprite.svg })
      return `export const spriteUrl = import.meta.ROLLUP_FILE_URL_${ref};\n${table}`
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url !== DEV_URL) return next()
        res.setHeader('content-type', 'image/svg+xml')
        res.end(sprite.svg)
      })
    },
  }
}
