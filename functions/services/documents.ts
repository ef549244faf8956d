import { ulid } from 'ulid'
import { isVerifiedStaff, PERMISSION_DENIED } from '../../shared/auth/permissions'
import {
  DOCUMENT_NOT_FOUND,
  downloadFileName,
  PENDING_UPLOADS_MESSAGE,
  STALE_UPLOAD_SECONDS,
  UPLOAD_FIRST,
  type CreateDocument,
  type Document,
  type UploadInstructions,
} from '../../shared/documents/document-schemas'
import { checkStoredFile } from '../../shared/documents/file-signature'
import { ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError, UnprocessableError } from '../lib/errors'
import { markWaitingForVerification } from '../store/verification-store'
import type { Actor } from '../model/actor'
import { currentEtag, deleteFile, presignDownload, presignUpload, readFileHead, type PresignedUrl } from '../store/document-files'
import { documentObjectKey, legacyDocumentObjectKey } from '../model/document-objects'
import {
  findDocument,
  listDocuments,
  publicDocument,
  putDocument,
  removeDocument,
  DOCUMENT_CHANGED,
  settleDocument,
  staleUploads,
  type StoredDocument,
} from '../store/documents-store'

/**
 * Documents: the owner or staff (an admin or super admin) may do everything to a document; anyone
 * else is told it does not exist, so ids cannot be probed.
 */

const keyOf = (document: StoredDocument) => document.objectKey ?? legacyDocumentObjectKey(document.ownerId, document.id)

async function visibleDocument(actor: Actor, id: string): Promise<StoredDocument> {
  const document = await findDocument(id)
  if (!document || (document.ownerId !== actor.sub && !isVerifiedStaff(actor))) throw new NotFoundError(DOCUMENT_NOT_FOUND)
  return document
}

/** A pending document of the caller's and the presigned PUT that uploads its file. */
export async function createDocument(actor: Actor, input: CreateDocument, now: Date): Promise<{ document: Document; upload: UploadInstructions }> {
  const time = now.toISOString()
  const id = ulid(now.getTime())
  const document: StoredDocument = {
    id,
    ownerId: actor.sub,
    name: input.name,
    description: input.description,
    fileName: input.fileName,
    contentType: input.contentType,
    size: input.size,
    status: 'pending',
    createdAt: time,
    updatedAt: time,
    objectKey: documentObjectKey(actor.sub, id, input.contentType),
  }
  if (!(await putDocument(document))) {
    // The slots may be held by uploads abandoned long ago: sweep those, then try once more.
    if ((await sweepStaleUploads(now)) === 0 || !(await putDocument(document))) throw new TooManyRequestsError(PENDING_UPLOADS_MESSAGE)
  }
  const presigned = await presignUpload(keyOf(document), document.contentType, document.size, now)
  return { document: publicDocument(document), upload: { ...presigned, method: 'PUT', headers: { 'content-type': document.contentType } } }
}

/**
 * Checks the uploaded file (S3 enforces no upload policy locally, and a presigned PUT can be
 * replayed until it expires, so this is the check that holds everywhere): size and first bytes
 * must match what was declared. A bad file is deleted and the document marked rejected (422).
 */
export async function completeDocument(actor: Actor, id: string, now: Date): Promise<Document> {
  const document = await visibleDocument(actor, id)
  if (document.status === 'uploaded') {
    // A retry after the queue write failed finishes it (a document older than the last review queues nobody).
    await markWaitingForVerification(document.ownerId, document.updatedAt)
    return publicDocument(document)
  }
  if (document.status === 'rejected') throw new UnprocessableError(document.reason ?? 'This upload was refused')
  const key = keyOf(document)
  const head = await readFileHead(key)
  if (!head) throw new ConflictError(UPLOAD_FIRST)
  const check = checkStoredFile(head, document)
  if (!check.accepted) {
    await deleteFile(key)
    await settleDocument(document, { status: 'rejected', reason: check.reason }, now.toISOString())
    throw new UnprocessableError(check.reason)
  }
  const settled = await settleDocument(
    document,
    { status: 'uploaded', ...(head.versionId ? { versionId: head.versionId } : {}), ...(head.etag ? { etag: head.etag } : {}) },
    now.toISOString(),
  )
  // An upload waits for a verification review (docs/work-queues.md): after the settle, so a failure
  // here leaves an accepted document whose owner the retry (above) or `npm run verifications:reindex` queues.
  await markWaitingForVerification(document.ownerId, now.toISOString())
  return publicDocument(settled)
}

/** One page of the caller's documents, or (for staff) of the user named by `userId`. */
export async function listUserDocuments(
  actor: Actor,
  query: { userId?: string | undefined; limit: number; cursor?: string | undefined },
): Promise<{ items: Document[]; nextCursor?: string }> {
  const ownerId = query.userId ?? actor.sub
  if (ownerId !== actor.sub && !isVerifiedStaff(actor)) throw new ForbiddenError(PERMISSION_DENIED)
  return listDocuments(ownerId, query.limit, query.cursor)
}

/**
 * A short-lived link to the checked file. It names the version that was checked (in AWS, where the
 * bucket is versioned), and the stored ETag must still match, so a replayed upload is never served.
 */
export async function downloadDocument(actor: Actor, id: string, now: Date): Promise<PresignedUrl> {
  const document = await visibleDocument(actor, id)
  if (document.status !== 'uploaded') throw new ConflictError('This document has no checked file to download')
  const key = keyOf(document)
  const etag = await currentEtag(key, document.versionId)
  if (etag === undefined || (document.etag !== undefined && etag !== document.etag)) {
    throw new ConflictError('The file changed after it was checked. Delete this document and upload it again.')
  }
  return presignDownload({ key, versionId: document.versionId, fileName: downloadFileName(document), contentType: document.contentType }, now)
}

/** Deletes the file, then the document (a failure in between leaves a document that can be deleted again). */
export async function deleteDocument(actor: Actor, id: string): Promise<void> {
  const document = await visibleDocument(actor, id)
  await deleteFile(keyOf(document))
  if (!(await removeDocument(document))) throw new ConflictError(DOCUMENT_CHANGED)
}

/**
 * Sweeps uploads never completed: pending documents older than
 * {@link STALE_UPLOAD_SECONDS}, whose upload URL expired long ago. Each record goes first, on the
 * condition it is still pending (an upload completed meanwhile stays), then its file, if one was
 * sent. Run by the scheduled sweep and, when a user meets the cap, before the cap refuses them.
 * Answers how many were swept (at most `limit` per run).
 */
export async function sweepStaleUploads(now: Date, limit = 100): Promise<number> {
  const stale = await staleUploads(new Date(now.getTime() - STALE_UPLOAD_SECONDS * 1000).toISOString(), limit)
  let swept = 0
  for (const document of stale) {
    if (!(await removeDocument(document))) continue
    await deleteFile(keyOf(document))
    swept++
  }
  return swept
}
