import type { Config } from '@react-router/dev/config'

// Server-rendered in the Fastify process (server/web/ssr.ts); no prerendering: pages change
// when the owner edits content, and the server's page cache does the same job at run time.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config
