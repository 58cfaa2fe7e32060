import { randomBytes } from 'node:crypto'
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Readable } from 'node:stream'

import type * as S3Sdk from '@aws-sdk/client-s3'

import { AppError } from '../errors.ts'

/**
 * Where uploaded files live: a folder (UPLOADS_DIR) or an S3-compatible bucket (S3_BUCKET),
 * chosen once at start. Everything that reads or writes uploads goes through this interface:
 * the upload route, image variants and their backfill, /uploads/* and /resume.pdf, backup,
 * restore and the static export. Names are flat (`<32 hex>.jpg`, `<id>-480w.avif`, `<id>.json`).
 */
export interface UploadStore {
  readonly kind: 'disk' | 's3'
  /** Stores a whole file under `name`: readers see all of it or none of it (never a part). */
  put(name: string, data: Buffer): Promise<void>
  /** Size, validator and time of a stored file; undefined when there is none. */
  head(name: string): Promise<StoredFile | undefined>
  /** A whole stored file; undefined when there is none. */
  read(name: string): Promise<Buffer | undefined>
  /** The bytes `start`–`end` (inclusive; the whole file without a range); undefined when there is none. */
  stream(name: string, range?: ByteRange): Promise<Readable | undefined>
  /** Every stored file (whose name starts with `prefix`), by name. Temporary files are not listed. */
  list(prefix?: string): Promise<StoredFile[]>
  /** Deletes the named files; a name that is not there is no error. */
  delete(names: string[]): Promise<void>
  /** Whether the store answers now (the health check), within about 1.5 s. */
  ping(): Promise<boolean>
}

export interface StoredFile {
  name: string
  size: number
  /** A strong validator: it changes whenever the bytes do. */
  etag: string
  modified: Date
}

export interface ByteRange {
  start: number
  end: number
}

/** What a store may log: a warning when the bucket stops answering, a line when it is back. */
interface StoreLog {
  warn(obj: object, msg: string): void
  info(obj: object, msg: string): void
}

/** How long a client should wait before retrying while the uploads store is away (seconds). */
export const UPLOADS_RETRY_AFTER_S = 5

/** The bucket does not answer (or refuses us): 503 in the API error shape, never a 500. */
export const uploadsUnavailable = () => {
  const err = new AppError(503, 'UPLOADS_UNAVAILABLE', 'The uploads store is unavailable; try again shortly')
  err.headers = { 'retry-after': String(UPLOADS_RETRY_AFTER_S) }
  return err
}

/** A name the stores accept: one flat file name, no dot first (those are temporary files). */
const SAFE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/
export const isUploadName = (name: string) => SAFE_NAME.test(name) && name.length <= 200

const checkName = (name: string) => {
  if (!isUploadName(name)) throw new Error(`not an upload name: ${JSON.stringify(name)}`)
  return name
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
  json: 'application/json',
}

/** The type an upload is served with, by its extension (the upload route decided it by its bytes). */
export const contentTypeOf = (name: string) =>
  CONTENT_TYPES[/\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream'

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT'

/**
 * UPLOADS_DIR. Each file is written under a temporary dot-name and renamed, so a full disk
 * (507) or a crash never leaves part of a file under its real name; errors are the file
 * system's own (ENOSPC becomes 507 in the error handler).
 */
export const createDiskStore = (dir: string): UploadStore => {
  const root = resolve(dir)
  let ready: Promise<unknown> | undefined
  const ensureDir = () => (ready ??= mkdir(root, { recursive: true }))
  const pathOf = (name: string) => join(root, checkName(name))
  const fileOf = async (name: string): Promise<StoredFile | undefined> => {
    try {
      const s = await stat(pathOf(name))
      if (!s.isFile()) return undefined
      const etag = `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`
      return { name, size: s.size, etag, modified: s.mtime }
    } catch (err) {
      if (isMissing(err) || (err as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined
      throw err
    }
  }

  return {
    kind: 'disk',
    async put(name, data) {
      await ensureDir()
      const path = pathOf(name)
      const tmp = join(root, `.${name}.${randomBytes(4).toString('hex')}.tmp`)
      try {
        await writeFile(tmp, data, { flag: 'wx', mode: 0o644 })
        await rename(tmp, path)
      } catch (err) {
        await rm(tmp, { force: true })
        throw err
      }
    },
    head: fileOf,
    async read(name) {
      try {
        return await readFile(pathOf(name))
      } catch (err) {
        if (isMissing(err) || (err as NodeJS.ErrnoException).code === 'EISDIR') return undefined
        throw err
      }
    },
    async stream(name, range) {
      let handle
      try {
        handle = await open(pathOf(name), 'r')
      } catch (err) {
        if (isMissing(err)) return undefined
        throw err
      }
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {})
    },
    async list(prefix = '') {
      let entries
      try {
        entries = await readdir(root, { withFileTypes: true })
      } catch (err) {
        if (isMissing(err)) return []
        throw err
      }
      const names = entries
        .filter((e) => e.isFile() && e.name.startsWith(prefix) && isUploadName(e.name))
        .map((e) => e.name)
        .sort()
      const files = await Promise.all(names.map(fileOf))
      return files.filter((f): f is StoredFile => !!f)
    },
    async delete(names) {
      await Promise.all(names.map((name) => rm(pathOf(name), { force: true })))
    },
    async ping() {
      try {
        await ensureDir()
        return (await stat(root)).isDirectory()
      } catch {
        return false
      }
    },
  }
}

export interface S3StoreOptions {
  bucket: string
  /** MinIO, R2, Ceph…: their address, addressed path-style (`<endpoint>/<bucket>/<key>`). */
  endpoint?: string
  region?: string
  log?: StoreLog
}

/** A connection that takes longer than this, or a reply silent this long, is an outage (ms). */
const S3_CONNECT_TIMEOUT_MS = 3000
const S3_REPLY_TIMEOUT_MS = 5000
const S3_PING_TIMEOUT_MS = 1500
const S3_DELETE_CONCURRENCY = 8

const isS3NotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404
}

/**
 * S3_BUCKET, with the official AWS SDK. Credentials come from the SDK's default chain
 * (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_PROFILE, a container or instance role). An
 * object is stored by one PutObject, so it appears whole or not at all. Any failure but "no
 * such key" (unreachable, timed out, access denied, no such bucket) is `uploadsUnavailable()`,
 * logged once when it starts and once when the bucket answers again.
 */
export const createS3Store = ({ bucket, endpoint, region, log }: S3StoreOptions): UploadStore => {
  // The SDK (~35 MB resident) is loaded on the first call, and only where S3_BUCKET is set.
  let loading: Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }> | undefined
  const s3 = () =>
    (loading ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: new sdk.S3Client(clientOptions) })))
  const clientOptions: S3Sdk.S3ClientConfig = {
    region: region ?? 'us-east-1',
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    // A bucket asked in the wrong region answers with its own; follow it rather than fail.
    followRegionRedirects: true,
    // Checksums only where S3 requires them: many S3-compatible servers refuse the default
    // CRC32 trailers (aws-chunked bodies) that newer SDKs add to every PutObject.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    // A frozen server (connected, silent) is an outage too, not a request that hangs.
    requestHandler: {
      connectionTimeout: S3_CONNECT_TIMEOUT_MS,
      requestTimeout: S3_REPLY_TIMEOUT_MS,
      throwOnRequestTimeout: true,
    },
  }
  let down = false
  const ok = <T>(value: T) => {
    if (down) {
      down = false
      log?.info({ bucket }, 'uploads store: the bucket answers again')
    }
    return value
  }
  const markDown = (err: unknown) => {
    if (down) return
    down = true
    log?.warn({ bucket, cause: (err as Error).message }, 'uploads store: the bucket is unavailable')
  }
  const fail = (err: unknown): never => {
    markDown(err)
    const unavailable = uploadsUnavailable()
    unavailable.cause = err
    throw unavailable
  }
  /** One S3 call: its answer, undefined for "no such key", 503 for anything else. */
  const call = async <T>(run: () => Promise<T>): Promise<T | undefined> => {
    try {
      return ok(await run())
    } catch (err) {
      if (isS3NotFound(err)) return ok(undefined)
      return fail(err)
    }
  }

  return {
    kind: 's3',
    async put(name, data) {
      const { sdk, client } = await s3()
      await call(() =>
        client.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: checkName(name),
            Body: data,
            ContentLength: data.length,
            ContentType: contentTypeOf(name),
          }),
        ),
      )
    },
    async head(name) {
      const { sdk, client } = await s3()
      const res = await call(() => client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: checkName(name) })))
      if (!res) return undefined
      return { name, size: res.ContentLength ?? 0, etag: res.ETag ?? '""', modified: res.LastModified ?? new Date(0) }
    },
    async read(name) {
      const { sdk, client } = await s3()
      const res = await call(async () => {
        const got = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: checkName(name) }))
        return got.Body ? Buffer.from(await got.Body.transformToByteArray()) : undefined
      })
      return res
    },
    async stream(name, range) {
      const { sdk, client } = await s3()
      const res = await call(() =>
        client.send(
          new sdk.GetObjectCommand({
            Bucket: bucket,
            Key: checkName(name),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        ),
      )
      return res?.Body as Readable | undefined
    },
    async list(prefix = '') {
      const { sdk, client } = await s3()
      const files: StoredFile[] = []
      let token: string | undefined
      do {
        const page = await call(() =>
          client.send(
            new sdk.ListObjectsV2Command({
              Bucket: bucket,
              ...(prefix ? { Prefix: prefix } : {}),
              ...(token ? { ContinuationToken: token } : {}),
            }),
          ),
        )
        for (const o of page?.Contents ?? []) {
          if (!o.Key || !isUploadName(o.Key)) continue
          files.push({ name: o.Key, size: o.Size ?? 0, etag: o.ETag ?? '""', modified: o.LastModified ?? new Date(0) })
        }
        token = page?.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    },
    async delete(names) {
      const queue = names.map(checkName)
      const { sdk, client } = await s3()
      const worker = async () => {
        for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
          const key = name
          await call(() => client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key })))
        }
      }
      await Promise.all(Array.from({ length: Math.min(S3_DELETE_CONCURRENCY, queue.length) }, worker))
    },
    async ping() {
      try {
        const { sdk, client } = await s3()
        await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }), {
          abortSignal: AbortSignal.timeout(S3_PING_TIMEOUT_MS),
        })
        return ok(true)
      } catch (err) {
        markDown(err)
        return false
      }
    },
  }
}

/** The store the configuration names: S3_BUCKET when set, else UPLOADS_DIR. */
export const createUploadStore = (
  config: { UPLOADS_DIR: string; S3_BUCKET?: string; S3_ENDPOINT?: string; S3_REGION?: string },
  log?: StoreLog,
): UploadStore =>
  config.S3_BUCKET
    ? createS3Store({ bucket: config.S3_BUCKET, endpoint: config.S3_ENDPOINT, region: config.S3_REGION, log })
    : createDiskStore(config.UPLOADS_DIR)
