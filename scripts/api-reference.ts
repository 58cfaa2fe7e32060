// docs/api-reference.md, generated from the OpenAPI document the server publishes at
// /api/openapi.json (itself generated from the zod schemas). `npm run docs:api` writes it;
// scripts/api-reference.test.ts fails while the committed file differs from what this makes.
import { join } from 'node:path'

import { createTestApp, createTestDb } from '../server/test/harness.ts'

export const REFERENCE_PATH = join(new URL('..', import.meta.url).pathname, 'docs/api-reference.md')

interface Schema {
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  enum?: unknown[]
  const?: unknown
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  $ref?: string
  format?: string
  default?: unknown
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  description?: string
  additionalProperties?: boolean | Schema
}
interface Parameter {
  name: string
  in: string
  required?: boolean
  schema?: Schema
  description?: string
}
interface Content {
  schema?: Schema
}
interface Operation {
  tags?: string[]
  summary?: string
  description?: string
  operationId?: string
  security?: Record<string, string[]>[]
  parameters?: Parameter[]
  requestBody?: { required?: boolean; content?: Record<string, Content> }
  responses?: Record<string, { description?: string; content?: Record<string, Content> }>
}
export interface OpenApiDocument {
  openapi: string
  info: { title: string; version: string; description?: string }
  servers?: { url: string }[]
  paths: Record<string, Record<string, Operation>>
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options']
// The largest integer zod writes for z.number().int(): not a limit worth printing.
const SAFE = Number.MAX_SAFE_INTEGER

/** The limits of a scalar, as written after its type: `string (≤ 200)`, `integer 1..100`. */
const limits = (s: Schema): string => {
  const out: string[] = []
  const min = s.minimum !== undefined && s.minimum > -SAFE ? s.minimum : undefined
  const max = s.maximum !== undefined && s.maximum < SAFE ? s.maximum : undefined
  if (min !== undefined || max !== undefined) out.push(`${min ?? ''}..${max ?? ''}`)
  if (s.minLength !== undefined || s.maxLength !== undefined)
    out.push(`length ${s.minLength ?? 0}..${s.maxLength ?? ''}`)
  if (s.format) out.push(s.format)
  if (s.pattern) out.push(`pattern ${s.pattern}`)
  return out.length ? ` (${out.join(', ')})` : ''
}

/** A TypeScript-like reading of a JSON schema, objects indented one field a line. */
export const typeOf = (s: Schema | undefined, indent = ''): string => {
  if (!s || Object.keys(s).length === 0) return 'any'
  if (s.$ref) return s.$ref.replace(/^#\/components\/schemas\//, '')
  if (s.const !== undefined) return JSON.stringify(s.const)
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ')
  const union = s.anyOf ?? s.oneOf
  if (union) return union.map((u) => typeOf(u, indent)).join(' | ')
  if (s.allOf) return s.allOf.map((u) => typeOf(u, indent)).join(' & ')
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : []
  const nullable = types.includes('null')
  const base = types.filter((t) => t !== 'null')
  const one = (t: string | undefined): string => {
    if (t === 'array') {
      const item = typeOf(s.items, indent)
      return / [|&] /.test(item) && !item.startsWith('{') ? `(${item})[]` : `${item}[]`
    }
    if (t === 'object' || (t === undefined && s.properties)) {
      const props = Object.entries(s.properties ?? {})
      if (!props.length)
        return typeof s.additionalProperties === 'object'
          ? `{ [key: string]: ${typeOf(s.additionalProperties)} }`
          : 'object'
      const inner = `${indent}  `
      const lines = props.map(([name, p]) => {
        const opt = s.required?.includes(name) ? '' : '?'
        const note = p.description ? ` // ${p.description.replace(/\s+/g, ' ')}` : ''
        return `${inner}${name}${opt}: ${typeOf(p, inner)}${note}`
      })
      return `{\n${lines.join('\n')}\n${indent}}`
    }
    return `${t ?? 'any'}${limits(s)}`
  }
  const written = base.length ? base.map(one).join(' | ') : one(undefined)
  return nullable ? `${written} | null` : written
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

const contentBlock = (content: Record<string, Content> | undefined): string[] => {
  if (!content) return []
  return Object.entries(content).flatMap(([type, { schema }]) =>
    schema && Object.keys(schema).length
      ? [`\`${type}\``, '', '```ts', typeOf(schema), '```', '']
      : [`\`${type}\``, ''],
  )
}

const auth = (path: string, op: Operation): string => {
  if (op.security?.length) return op.security.map((s) => Object.keys(s).join(' + ') || 'none').join(' or ')
  // API.md: every /api/v1/admin route needs a superuser's bearer token (checked once per context).
  const admin = path.startsWith('/api/v1/admin/') || op.tags?.some((t) => t.startsWith('admin'))
  return admin ? 'bearer token of a superuser (API.md)' : ''
}

export const renderApiReference = (doc: OpenApiDocument): string => {
  const byTag = new Map<string, [string, string, Operation][]>()
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method]
      if (!op) continue
      const tag = op.tags?.[0] ?? 'other'
      byTag.set(tag, [...(byTag.get(tag) ?? []), [path, method, op]])
    }
  }
  const tags = [...byTag.keys()].sort(
    (a, b) => Number(a.startsWith('admin')) - Number(b.startsWith('admin')) || a.localeCompare(b),
  )
  const out: string[] = [
    `# ${doc.info.title} reference (version ${doc.info.version})`,
    '',
    '<!-- Generated by `npm run docs:api` from the OpenAPI document (GET /api/openapi.json). Do not edit:',
    '     change the route or its zod schema, then run `npm run docs:api`. -->',
    '',
    `Every operation of the HTTP API, from the OpenAPI ${doc.openapi} document the server publishes at`,
    '`/api/openapi.json` (interactive at `/api/docs`). The conventions every route follows (errors,',
    'lists, auth, caching) are in [API.md](API.md); error answers are `{ detail, code, errors? }`.',
    ...(doc.servers?.length ? ['', `Servers: ${doc.servers.map((s) => `\`${s.url}\``).join(', ')}.`] : []),
    '',
    '## Contents',
    '',
    ...tags.map(
      (tag) =>
        `- ${tag}: ${byTag
          .get(tag)!
          .map(([p, m]) => `\`${m.toUpperCase()} ${p}\``)
          .join(', ')}`,
    ),
    '',
  ]
  for (const tag of tags) {
    out.push(`## ${tag}`, '')
    for (const [path, method, op] of byTag.get(tag)!) {
      out.push(`### \`${method.toUpperCase()} ${path}\``, '')
      if (op.summary) out.push(op.summary, '')
      if (op.description && op.description !== op.summary) out.push(op.description, '')
      const facts = [
        op.operationId && `operationId \`${op.operationId}\``,
        auth(path, op) && `auth: ${auth(path, op)}`,
      ].filter(Boolean)
      if (facts.length) out.push(facts.join(' · '), '')
      if (op.parameters?.length) {
        out.push('| parameter | in | required | type | default |', '| --- | --- | --- | --- | --- |')
        for (const p of op.parameters) {
          const def = p.schema?.default === undefined ? '' : `\`${JSON.stringify(p.schema.default)}\``
          const desc = p.description ? ` — ${p.description}` : ''
          out.push(
            `| \`${p.name}\`${cell(desc)} | ${p.in} | ${p.required ? 'yes' : 'no'} | ${cell(typeOf(p.schema))} | ${def} |`,
          )
        }
        out.push('')
      }
      if (op.requestBody?.content) {
        out.push(
          `Request body${op.requestBody.required ? '' : ' (optional)'}:`,
          '',
          ...contentBlock(op.requestBody.content),
        )
      }
      for (const [status, res] of Object.entries(op.responses ?? {})) {
        const desc = res.description && res.description !== 'Default Response' ? ` — ${res.description}` : ''
        out.push(`**${status}**${desc}`, '', ...contentBlock(res.content))
      }
    }
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`
}

/** The OpenAPI document of a server built with the default settings on an empty SQLite database. */
export const openApiDocument = async (): Promise<OpenApiDocument> => {
  const t = await createTestApp({ db: await createTestDb('sqlite') })
  try {
    return t.app.swagger() as unknown as OpenApiDocument
  } finally {
    await t.close()
  }
}
