import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import S3rver from '@20minutes/s3rver'

import { freePort } from './ports.ts'

/** s3rver's built-in account: the tests hand it to the AWS SDK's default chain as the usual variables. */
const ACCESS_KEY = 'S3RVER'

export interface TestS3 {
  /** S3_ENDPOINT, S3_BUCKET and S3_REGION for createTestApp({ env }), with a fresh bucket. */
  env(): Promise<Record<string, string>>
  endpoint: string
  /** Stops answering (connections refused), as a bucket that went away. */
  stop(): Promise<void>
  /** Answers again on the same address, with the same objects. */
  start(): Promise<void>
  close(): Promise<void>
}

/**
 * A real S3-compatible server on 127.0.0.1 (s3rver: S3's REST API over its own folder), for the
 * tests of the S3 uploads store. Buckets are made through its configuration, as an operator
 * makes one before pointing Folio at it.
 *
 * s3rver works out the signature of bucket-level requests (ListObjectsV2) over `/<bucket>`
 * where AWS SDK v3 signs `/<bucket>/`, so it is told to let mismatched signatures through;
 * it still refuses an unknown access key.
 */
export const startTestS3 = async (): Promise<TestS3> => {
  process.env.AWS_ACCESS_KEY_ID = ACCESS_KEY
  process.env.AWS_SECRET_ACCESS_KEY = ACCESS_KEY
  const directory = mkdtempSync(join(tmpdir(), 'folio-s3-'))
  const port = await freePort()
  const buckets: string[] = []
  let server: S3rver | undefined

  const start = async () => {
    if (server) return
    const s = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      allowMismatchedSignatures: true,
      configureBuckets: buckets.map((name) => ({ name })),
    })
    await s.run()
    server = s
  }
  const stop = async () => {
    const s = server
    server = undefined
    if (s) await s.close()
  }
  await start()

  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    async env() {
      const bucket = `folio-${randomBytes(4).toString('hex')}`
      buckets.push(bucket)
      // A running server makes new buckets through its configuration too.
      await server?.store.putBucket(bucket)
      return { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1' }
    },
    stop,
    start,
    async close() {
      await stop()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
