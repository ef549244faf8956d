// s3rver ships no types; this declares the part of its API the local stack uses.
declare module 's3rver' {
  import type { RequestListener, Server } from 'node:http'
  interface S3rverOptions {
    address?: string
    port?: number
    directory?: string
    silent?: boolean
    resetOnClose?: boolean
    allowMismatchedSignatures?: boolean
    vhostBuckets?: boolean
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[]
  }
  export default class S3rver {
    constructor(options?: S3rverOptions)
    run(): Promise<Server>
    /** Koa's request listener: s3rver without its own server (the local stack puts the signature check in front). */
    callback(): RequestListener
    close(): Promise<void>
  }
}
