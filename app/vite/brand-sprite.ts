// Build-time only (vite.config.ts): runs in Node, never part of the bundle.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import * as lucide from 'lucide-react'
import { type ComponentType, createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as simpleIcons from 'simple-icons'
import type { Plugin } from 'vite'

import { SocialLinkSchema } from '../../core/schemas/site.ts'

/**
 * Names the site profile uses (skills, languages, tutoring frameworks, socials) → an icon.
 * A slug is a simple-icons icon; `custom:` ones are drawn here (simple-icons has no LinkedIn,
 * SQL, REST or Java icon: its OpenJDK mark was not recognised as Java, so Java is a steaming cup). Keys are normalised: lower case without spaces, dots or dashes.
 */
const ICONS: Record<string, string> = {
  python: 'python',
  javascript: 'javascript',
  typescript: 'typescript',
  php: 'php',
  java: 'custom:java',
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
  java: {
    title: 'Java',
    hex: 'E76F00',
    path: 'M8.6 1c1.6 1.5 1.6 2.9.4 4.2-.9 1-.9 1.8.2 2.8l-1 .8C6.7 7.5 6.7 6 7.8 4.8c.9-1 .9-1.9-.2-3zm4.4 0c1.6 1.5 1.6 2.9.4 4.2-.9 1-.9 1.8.2 2.8l-1 .8c-1.5-1.3-1.5-2.8-.4-4 .9-1 .9-1.9-.2-3zM3 10h14v3.5a5.5 5.5 0 0 1-5.5 5.5h-3A5.5 5.5 0 0 1 3 13.5zm14 1h1.25a2.75 2.75 0 0 1 0 5.5H16.4c.3-.5.5-1 .6-1.5h1.25a1.25 1.25 0 0 0 0-2.5H17zM2.75 20.5h15.5a.75.75 0 0 1 0 1.5H2.75a.75.75 0 0 1 0-1.5z',
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

/**
 * The brands of the social links (header, footer, contact: every page) stay in the public sprite;
 * the technology logos (three quarters of the brand bytes) go to a sprite of their own that only
 * the pages showing them fetch (the home page's skills and tutoring, project pages): issue 9,
 * a smaller file on every other page's critical path.
 */
const SOCIAL_IDS = new Set(
  SocialLinkSchema.shape.platform.options.flatMap((p) => (ICONS[p] ? [ICONS[p].replace(/^custom:/, '')] : [])),
)

/** The admin area's files: icons only they import go to a sprite of their own. */
const isAdminFile = (file: string) => /^(features|routes)[\\/]admin[\\/]/.test(file)

/**
 * The lucide icons the app imports (named imports from lucide-react in app/, outside app/vite),
 * each with whether a public page's file imports it (else only the admin area does).
 */
const scanLucideImports = (appDir: string) => {
  const names = new Map<string, boolean>()
  const files = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.tsx?$/.test(f) && !f.startsWith('vite/'),
  )
  for (const file of files) {
    const text = readFileSync(join(appDir, file), 'utf8')
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g)) {
      for (const spec of m[1]!.split(',')) {
        const name = spec.trim().split(/\s+as\s+/)[0]!
        if (name && !name.startsWith('type ')) names.set(name, (names.get(name) ?? false) || !isAdminFile(file))
      }
    }
  }
  return [...names].filter(([n]) => !/^Lucide/.test(n)).sort(([a], [b]) => (a < b ? -1 : 1))
}

const kebab = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Za-z])(\d)/g, '$1-$2')
    .toLowerCase()

/** A lucide icon's inner markup, rendered by lucide-react itself (aliases render the same). */
const lucideInner = (name: string) => {
  const component = (lucide as unknown as Record<string, ComponentType | undefined>)[name]
  if (!component) throw new Error(`icon sprite: lucide-react has no ${name}`)
  return renderToStaticMarkup(createElement(component)).replace(/^<svg[^>]*>|<\/svg>$/g, '')
}

interface LineSymbol {
  id: string
  /** Only the admin area uses it. */
  admin: boolean
}

export const buildSprite = (appDir: string) => {
  const icons = new Map<string, SpriteIcon>()
  for (const ref of Object.values(ICONS)) {
    const icon = lookupIcon(ref)
    icons.set(icon.id, icon)
  }
  const brandSymbols = (social: boolean) =>
    [...icons.values()]
      .filter((i) => SOCIAL_IDS.has(i.id) === social)
      .map((i) => `<symbol id="${i.id}" viewBox="0 0 24 24"><path fill="currentColor" d="${i.path}"/></symbol>`)
  // Line icons: the stroke, fill and width come from the <svg> that uses them, as with lucide.
  // Their ids are lucide's names in kebab case (`i-` before the few a brand also has: x, github).
  // Icons only the admin area imports go to a second sprite, so the public pages' sprite (on
  // their critical path) holds the brands and the public pages' icons only.
  const lucideIds: Record<string, LineSymbol> = {}
  const byMarkup = new Map<string, LineSymbol>()
  for (const [name, isPublic] of scanLucideImports(appDir)) {
    const inner = lucideInner(name)
    const kebabName = kebab(name)
    const symbol = byMarkup.get(inner) ?? { id: icons.has(kebabName) ? `i-${kebabName}` : kebabName, admin: true }
    if (isPublic) symbol.admin = false
    byMarkup.set(inner, symbol)
    lucideIds[name] = symbol
  }
  const lineSymbols = (admin: boolean) =>
    [...byMarkup]
      .filter(([, s]) => s.admin === admin)
      .map(([inner, { id }]) => `<symbol id="${id}" viewBox="0 0 24 24">${inner}</symbol>`)
  const wrap = (symbols: string[]) => `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
  const svg = wrap([...brandSymbols(true), ...lineSymbols(false)])
  const techSvg = wrap(brandSymbols(false))
  const adminSvg = wrap(lineSymbols(true))
  // name → [symbol id, brand hex, 1 when the logo is in the technology sprite]
  const table = Object.fromEntries(
    Object.entries(ICONS).map(([name, ref]) => {
      const i = lookupIcon(ref)
      return [name, SOCIAL_IDS.has(i.id) ? [i.id, i.hex] : [i.id, i.hex, 1]]
    }),
  )
  return { svg, techSvg, adminSvg, table, lucideIds }
}

/**
 * `lucide-react` for the app: each icon it imports, as `<svg class="i …"><use href=…#id>`.
 * The stroke and size come from the `.i` rule of app/app.css, not from attributes repeated
 * on every icon of every page; lucide's size, color and strokeWidth props still work.
 */
const lucideModule = (lucideIds: Record<string, LineSymbol>) =>
  [
    `import { createElement } from 'react'`,
    `import { spriteUrl, adminSpriteUrl } from '${VIRTUAL}'`,
    `const icon = (href, displayName) => {`,
    `  const Icon = ({ size, color, strokeWidth, className, style, children, ...rest }) =>`,
    `    createElement('svg', {`,
    `      className: className ? 'i ' + className : 'i',`,
    `      style: size || color || strokeWidth ? { width: size, height: size, stroke: color, strokeWidth, ...style } : style,`,
    `      ...(rest['aria-label'] || rest['aria-labelledby'] || rest.title ? {} : { 'aria-hidden': 'true' }),`,
    `      ...rest,`,
    `    }, createElement('use', { href }), children)`,
    `  Icon.displayName = displayName`,
    `  return Icon`,
    `}`,
    ...Object.entries(lucideIds).map(
      ([name, { id, admin }]) =>
        `export const ${name} = icon(${admin ? 'adminSpriteUrl' : 'spriteUrl'} + ${JSON.stringify('#' + id)}, '${name}')`,
    ),
  ].join('\n')

const VIRTUAL = 'virtual:brand-icons'
const RESOLVED = '\0virtual:brand-icons'
const LUCIDE = '\0virtual:lucide-sprite'
const DEV_URL = '/__icons.svg'
const DEV_ADMIN_URL = '/__icons-admin.svg'
const DEV_TECH_URL = '/__icons-tech.svg'

/**
 * Every icon as one fingerprinted, cached SVG sprite of `<symbol>`s instead of path data in the
 * JavaScript and inline <svg>s repeated in each page's HTML (issue 9): the brand logos of
 * simple-icons (the home page shows about thirty) and the lucide line icons the app imports.
 * `virtual:brand-icons` exports the sprite URL and a name → [symbol id, brand hex] table; an
 * import of `lucide-react` resolves to a module whose icons are `<svg><use href=…#i-name>`,
 * with lucide's props (size, color, strokeWidth, className), so components keep importing
 * icons from lucide-react as usual.
 */
export const brandSprite = (): Plugin => {
  let sprite: ReturnType<typeof buildSprite>
  let appDir = ''
  let serve = false
  return {
    name: 'folio:icon-sprite',
    enforce: 'pre',
    configResolved(config) {
      serve = config.command === 'serve'
      appDir = join(config.root, 'app')
      sprite = buildSprite(appDir)
    },
    resolveId(id) {
      if (id === VIRTUAL) return RESOLVED
      if (id === 'lucide-react') return LUCIDE
      return undefined
    },
    load(id) {
      // The dev server picks up icons added since it started.
      if (serve && (id === RESOLVED || id === LUCIDE)) sprite = buildSprite(appDir)
      if (id === LUCIDE) return lucideModule(sprite.lucideIds)
      if (id !== RESOLVED) return undefined
      const table = `export const brandIcons = ${JSON.stringify(sprite.table)};`
      if (serve)
        return `export const spriteUrl = ${JSON.stringify(DEV_URL)};\nexport const techSpriteUrl = ${JSON.stringify(DEV_TECH_URL)};\nexport const adminSpriteUrl = ${JSON.stringify(DEV_ADMIN_URL)};\n${table}`
      // Short names: the URL is in every icon's <use href> of every page.
      const ref = this.emitFile({ type: 'asset', name: 'i.svg', source: sprite.svg })
      const techRef = this.emitFile({ type: 'asset', name: 'ib.svg', source: sprite.techSvg })
      const adminRef = this.emitFile({ type: 'asset', name: 'ia.svg', source: sprite.adminSvg })
      return `export const spriteUrl = import.meta.ROLLUP_FILE_URL_${ref};\nexport const techSpriteUrl = import.meta.ROLLUP_FILE_URL_${techRef};\nexport const adminSpriteUrl = import.meta.ROLLUP_FILE_URL_${adminRef};\n${table}`
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pick = { [DEV_URL]: 'svg', [DEV_TECH_URL]: 'techSvg', [DEV_ADMIN_URL]: 'adminSvg' } as const
        const which = pick[req.url as keyof typeof pick]
        if (!which) return next()
        res.setHeader('content-type', 'image/svg+xml')
        res.end(buildSprite(appDir)[which])
      })
    },
  }
}
