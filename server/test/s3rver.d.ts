// The part of s3rver (a local S3-compatible server, server/test/s3.ts) the tests use; the
// package ships no types.
declare module '@20minutes/s3rver' {
  interface S3rverOptions {
    address?: string
    port?: number
    silent?: boolean
    directory: string
    allowMismatchedSignatures?: boolean
    configureBuckets?: { name: string }[]
  }
  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
    store: { putBucket(name: string): Promise<unknown> }
  }
}
