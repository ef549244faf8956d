import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import * as z from 'zod/mini'

/** The part of the handlers' environment (`testStack().functionEnv`) the documents tests read. */
export const DocumentsEnvSchema = z.object({
  DOCUMENTS_BUCKET: z.string(),
  AWS_REGION: z.string(),
  AWS_ACCESS_KEY_ID: z.string(),
  AWS_SECRET_ACCESS_KEY: z.string(),
  AWS_ENDPOINT_URL_S3: z.string(),
})
export type DocumentsEnv = z.infer<typeof DocumentsEnvSchema>

/** An S3 client on the local stack's s3rver, to look behind the API. Call `destroy()` in afterAll. */
export function localDocumentsBucket(env: DocumentsEnv) {
  const s3 = new S3Client({
    region: env.AWS_REGION,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
    endpoint: env.AWS_ENDPOINT_URL_S3,
    forcePathStyle: true,
  })

  /** Whether an object is stored under this key (HeadObject: 200, or 404 NotFound). */
  async function exists(key: string): Promise<boolean> {
    try {
      await s3.send(new HeadObjectCommand({ Bucket: env.DOCUMENTS_BUCKET, Key: key }))
      return true
    } catch (error) {
      if (error instanceof Error && error.name === 'NotFound') return false
      throw error
    }
  }

  return { s3, exists, destroy: () => s3.destroy() }
}

const encode = (text: string) => new TextEncoder().encode(text)

/** Small files of each accepted type (and one of none), `size` bytes long: the right first bytes, then padding. */
export const sampleFile = {
  pdf: (size = 600) => pad(encode('%PDF-1.7\n% test\n'), size),
  jpeg: (size = 600) => pad(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]), size),
  png: (size = 600) => pad(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), size),
  gif: (size = 600) => pad(encode('GIF89a'), size),
}

function pad(head: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  bytes.set(head.subarray(0, size))
  for (let i = head.length; i < size; i++) bytes[i] = i % 251
  return bytes
}
