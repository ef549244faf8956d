import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { DOWNLOAD_URL_SECONDS, UPLOAD_URL_SECONDS, type DocumentContentType } from '../../shared/documents/document-schemas'
import { SIGNATURE_BYTES, type StoredFile } from '../../shared/documents/file-signature'
import { s3 } from '../lib/clients'
import { config } from '../lib/config'
import { attachmentDisposition, throughSite } from '../model/document-objects'

/**
 * The files of documents in the private documents bucket, one object per document at
 * `users/<owner>/<document id>`. Browsers never get bucket credentials: they get presigned URLs,
 * signed with the function's role, that name one object, one method and a few minutes.
 */
const bucket = () => config().DOCUMENTS_BUCKET

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
  const command = new PutObjectCommand({ Bucket: bucket(), Key: key, ContentType: contentType, ContentLength: size })
  const url = await getSignedUrl(s3(), command, {
    expiresIn: UPLOAD_URL_SECONDS,
    signingDate: now,
    signableHeaders: new Set(['content-type', 'content-length']),
  })
  return { url, expiresAt: expiry(now, UPLOAD_URL_SECONDS) }
}

/** A GET of the checked version of the file that downloads as `fileName`, through the site's origin ({@link throughSite}). */
export async function presignDownload(
  file: { key: string; versionId?: string | undefined; fileName: string; contentType: DocumentContentType },
  now: Date,
): Promise<PresignedUrl> {
  const command = new GetObjectCommand({
    Bucket: bucket(),
    Key: file.key,
    ...(file.versionId ? { VersionId: file.versionId } : {}),
    ResponseContentDisposition: attachmentDisposition(file.fileName),
    ResponseContentType: file.contentType,
    ResponseCacheControl: 'private, no-store',
  })
  const url = await getSignedUrl(s3(), command, { expiresIn: DOWNLOAD_URL_SECONDS, signingDate: now })
  return { url: throughSite(url), expiresAt: expiry(now, DOWNLOAD_URL_SECONDS) }
}

export interface FileHead extends StoredFile {
  versionId?: string
  etag?: string
}

/** Whether S3 answered with one of these HTTP statuses (the SDK's error for it). */
const hasStatus = (error: unknown, ...statuses: number[]) => {
  const status = (error as { $metadata?: { httpStatusCode?: unknown } } | undefined)?.$metadata?.httpStatusCode
  return typeof status === 'number' && statuses.includes(status)
}

/**
 * The stored object's size and first bytes, read in one ranged GET so size, bytes, version and ETag
 * all describe the same object even if it is replaced meanwhile. Undefined when nothing is stored.
 */
export async function readFileHead(key: string): Promise<FileHead | undefined> {
  let answer
  let body: Uint8Array
  try {
    answer = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key, Range: `bytes=0-${SIGNATURE_BYTES - 1}` }))
    body = (await answer.Body?.transformToByteArray()) ?? new Uint8Array()
  } catch (error) {
    if (hasStatus(error, 404)) return undefined
    // S3 cannot serve any range of an empty object (416 InvalidRange).
    if (hasStatus(error, 416)) return { size: 0, firstBytes: new Uint8Array() }
    throw error
  }
  const total = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1]
  return {
    size: total === undefined ? body.length : Number(total),
    firstBytes: body.subarray(0, SIGNATURE_BYTES),
    ...(answer.VersionId ? { versionId: answer.VersionId } : {}),
    ...(answer.ETag ? { etag: answer.ETag } : {}),
  }
}

/** The ETag of the object (of that version, when given), or undefined when it is gone. */
export async function currentEtag(key: string, versionId?: string): Promise<string | undefined> {
  try {
    const answer = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: key, ...(versionId ? { VersionId: versionId } : {}) }))
    return answer.ETag ?? ''
  } catch (error) {
    if (hasStatus(error, 404)) return undefined
    throw error
  }
}

/** Deletes the object (in the versioned bucket: a delete marker; old versions expire after 30 days). */
export async function deleteFile(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }))
}
