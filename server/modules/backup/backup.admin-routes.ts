import { createReadStream } from 'node:fs'
import { rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { BackupStatusSchema } from '../../../core/schemas/backup.ts'
import { backupFileName } from './backup.service.ts'

/** /api/v1/admin/backup: the owner's "Download backup" and the schedule's status. */
export const backupAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['admin: backup'], security: [{ bearer: [] }] }

  app.get(
    '/backup',
    {
      schema: {
        summary: 'Download a backup',
        ...schema,
        produces: ['application/gzip'],
        description:
          'The whole site as one .tar.gz (manifest with checksums, every table as JSON lines, every upload), ' +
          'taken from one consistent snapshot; `npm run restore -- FILE` puts it back.',
      },
    },
    async (req, reply) => {
      const name = backupFileName()
      const file = join(tmpdir(), `${Date.now()}-${name}`)
      await app.services.backup.create(file)
      const { size } = await stat(file)
      const stream = createReadStream(file)
      // The temporary archive goes once the download is over, finished or not.
      stream.on('close', () => void rm(file, { force: true }))
      req.raw.on('close', () => stream.destroy())
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', String(size))
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(stream)
    },
  )

  app.get(
    '/backup/status',
    { schema: { summary: 'Get the backup status', ...schema, response: { 200: BackupStatusSchema } } },
    () => app.services.backup.status(),
  )
}
