import { DOWNLOAD_URL_SECONDS, UPLOAD_URL_SECONDS, type DocumentContentType } from '../../shared/documents/document-schemas'
import { SIGNATURE_BYTES, type StoredFile } from '../../shared/documents/file-signature'
import { config } from '../lib/config'
import { presignObjectRequest, S3Error, sendObjectRequest } from '../lib/s3-requests'

/**
 * The files of documents in the private documents bucket, one object per document at
 * `users/<owner>/<document id>`. Browsers never get bucket credentials: they get presigned URLs,
 * signed with the function's role, that name one object, one method and a few minutes.
 */
const bucket = () => config().DOCUMENTS_BUCKET

export const documentObjectKey = (ownerId: string, id: string) => `users/${ownerId}/${id}`

export interface PresignedUrl {
  url: string
  expiresAt: string
}

const expiry = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString()

/**
 * A PUT of exactly `size` bytes of `contentType` to `key`. Both headers are signed, so S3 refuses an
 * upload with another type or length; the browser sends Content-Length itself.
 */
export async function presignUpload(key: string, contentType: DocumentContentType, size: number, now: Date): Promise<PresignedUrl> {
  const url = await presignObjectRequest(
    { method: 'PUT', bucket: bucket(), key, headers: { 'content-length': String(size), 'content-type': contentType } },
    { expiresIn: UPLOAD_URL_SECONDS, signingDate: now },
  )
  return { url, expiresAt: expiry(now, UPLOAD_URL_SECONDS) }
}

/** `Content-Disposition: attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 8187). */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}

/** A GET of the checked version of the file that downloads as `fileName`. */
export async function presignDownload(
  file: { key: string; versionId?: string | undefined; fileName: string; contentType: DocumentContentType },
  now: Date,
): Promise<PresignedUrl> {
  const query = {
    ...(file.versionId ? { versionId: file.versionId } : {}),
    'response-content-disposition': attachmentDisposition(file.fileName),
    'response-content-type': file.contentType,
    'response-cache-control': 'private, no-store',
  }
  const url = await presignObjectRequest({ method: 'GET', bucket: bucket(), key: file.key, query }, { expiresIn: DOWNLOAD_URL_SECONDS, signingDate: now })
  return { url, expiresAt: expiry(now, DOWNLOAD_URL_SECONDS) }
}

export interface FileHead extends StoredFile {
  versionId?: string
  etag?: string
}

const isStatus = (error: unknown, ...statuses: number[]) => error instanceof S3Error && statuses.includes(error.status)

/**
 * The stored object's size and first bytes, read in one ranged GET so size, bytes, version and ETag
 * all describe the same object even if it is replaced meanwhile. Undefined when nothing is stored.
 */
export async function readFileHead(key: string): Promise<FileHead | undefined> {
  let answer
  try {
    answer = await sendObjectRequest({ method: 'GET', bucket: bucket(), key, headers: { range: `bytes=0-${SIGNATURE_BYTES - 1}` } })
  } catch (error) {
    if (isStatus(error, 404)) return undefined
    // S3 cannot serve any range of an empty object (416 InvalidRange).
    if (isStatus(error, 416)) return { size: 0, firstBytes: new Uint8Array() }
    throw error
  }
  const total = /\/(\d+)$/.exec(answer.headers.get('content-range') ?? '')?.[1]
  const versionId = answer.headers.get('x-amz-version-id')
  const etag = answer.headers.get('etag')
  return {
    size: total === undefined ? answer.body.length : Number(total),
    firstBytes: answer.body.subarray(0, SIGNATURE_BYTES),
    ...(versionId ? { versionId } : {}),
    ...(etag ? { etag } : {}),
  }
}

/** The ETag of the object (of that version, when given), or undefined when it is gone. */
export async function currentEtag(key: string, versionId?: string): Promise<string | undefined> {
  try {
    const answer = await sendObjectRequest({ method: 'HEAD', bucket: bucket(), key, ...(versionId ? { query: { versionId } } : {}) })
    return answer.headers.get('etag') ?? ''
  } catch (error) {
    if (isStatus(error, 404)) return undefined
    throw error
  }
}

/** Deletes the object (in the versioned bucket: a delete marker; old versions expire after 30 days). */
export async function deleteFile(key: string): Promise<void> {
  await sendObjectRequest({ method: 'DELETE', bucket: bucket(), key })
}
