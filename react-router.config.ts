import type { Config } from '@react-router/dev/config'

// Server-rendered in the Fastify process (server/web/ssr.ts); no prerendering: pages change
// when the owner edits content, and the server's page cache does the same job at run time.
export default {
  appDirectory: 'app',
  // FOLIO_BUILD_DIR: build somewhere else than the shared build/ (to measure a change privately).
  buildDirectory: process.env.FOLIO_BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config
