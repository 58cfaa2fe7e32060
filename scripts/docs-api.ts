// `npm run docs:api`: writes docs/api-reference.md from the OpenAPI document (scripts/api-reference.ts).
// Run it after changing a route or a schema; works offline.
import { writeFileSync } from 'node:fs'

import { openApiDocument, REFERENCE_PATH, renderApiReference } from './api-reference.ts'

writeFileSync(REFERENCE_PATH, renderApiReference(await openApiDocument()))
console.log(`docs:api: wrote ${REFERENCE_PATH}`)
