import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { openApiDocument, REFERENCE_PATH, renderApiReference, typeOf } from './api-reference.ts'
import { API_TYPES_PATH, renderApiTypes } from './api-types.ts'

describe('docs/api-reference.md', () => {
  it('is what `npm run docs:api` makes of the current OpenAPI document (run it after changing a route)', async () => {
    const doc = await openApiDocument()
    const committed = readFileSync(REFERENCE_PATH, 'utf8')
    expect(committed, 'docs/api-reference.md is out of date: run `npm run docs:api` and commit it').toBe(
      renderApiReference(doc),
    )
    // Every operation of the document has its heading.
    for (const [path, item] of Object.entries(doc.paths))
      for (const method of Object.keys(item)) expect(committed).toContain(`### \`${method.toUpperCase()} ${path}\``)
  })

  it('has beside it the client types openapi-typescript makes of the same document (server/test/folio-api.d.ts)', async () => {
    const committed = readFileSync(API_TYPES_PATH, 'utf8')
    expect(committed, 'server/test/folio-api.d.ts is out of date: run `npm run docs:api` and commit it').toBe(
      await renderApiTypes(await openApiDocument()),
    )
    expect(committed).toContain('"/api/v1/blogs/{id}": {')
  })

  it('reads schemas as types: optional fields, nullable values, enums, arrays and limits', () => {
    expect(
      typeOf({
        type: 'object',
        required: ['id', 'tags'],
        properties: {
          id: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
          tags: { type: 'array', items: { type: 'string', maxLength: 50 } },
          status: { type: 'string', enum: ['draft', 'published'] },
          url: { type: ['string', 'null'] },
        },
      }),
    ).toBe(
      '{\n  id: integer (1..)\n  tags: string (length 0..50)[]\n  status?: "draft" | "published"\n  url?: string | null\n}',
    )
  })
})
