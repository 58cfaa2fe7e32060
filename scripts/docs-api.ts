// `npm run docs:api`: writes docs/api-reference.md (scripts/api-reference.ts) and the client types
// server/test/folio-api.d.ts (scripts/api-types.ts) from the OpenAPI document.
// Run it after changing a route or a schema; works offline.
import { writeFileSync } from 'node:fs'

import { openApiDocument, REFERENCE_PATH, renderApiReference } from './api-reference.ts'
import { API_TYPES_PATH, renderApiTypes } from './api-types.ts'

const doc = await openApiDocument()
writeFileSync(REFERENCE_PATH, renderApiReference(doc))
console.log(`docs:api: wrote ${REFERENCE_PATH}`)
writeFileSync(API_TYPES_PATH, await renderApiTypes(doc))
console.log(`docs:api: wrote ${API_TYPES_PATH}`)
