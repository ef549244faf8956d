import { documentRoutes } from '../../../../../shared/api/route-table/documents'
import type { Document, DocumentContentType, UploadInstructions } from '../../../../../shared/documents/document-schemas'
import type { AuthedCall } from '../../../lib/session/authed-call'

/** Where an upload is: declaring it, sending the bytes (with the fraction sent), the server checking them. */
export type UploadStage = { name: 'declaring' } | { name: 'sending'; fraction: number } | { name: 'checking' }

export interface UploadRequest {
  name: string
  description: string
  file: File
  /** The type the file's first bytes show (checked before; the server checks it again). */
  contentType: DocumentContentType
}

const UPLOAD_FAILED_MESSAGE = 'The file could not be uploaded. Check your connection and try again.'

/**
 * Storage did not take the bytes: no answer (`status` undefined) or a refusal. Its message is the
 * English text; the form says it in the reader's language (`uploadFailedText`).
 */
export class UploadFailedError extends Error {
  constructor(readonly status?: number) {
    super(status === undefined ? UPLOAD_FAILED_MESSAGE : `${UPLOAD_FAILED_MESSAGE} (storage answered ${status})`)
    this.name = 'UploadFailedError'
  }
}

/**
 * PUTs `file` to the presigned URL with exactly the signed headers, reporting real progress
 * (XMLHttpRequest's upload events; fetch has none for request bodies).
 */
export function putFile(upload: UploadInstructions, file: Blob, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(upload.method, upload.url)
    for (const [name, value] of Object.entries(upload.headers)) xhr.setRequestHeader(name, value)
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    })
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1)
        resolve()
      } else {
        reject(new UploadFailedError(xhr.status))
      }
    })
    xhr.addEventListener('error', () => reject(new UploadFailedError()))
    xhr.addEventListener('timeout', () => reject(new UploadFailedError()))
    xhr.send(file)
  })
}

/**
 * The documents flow (docs/architecture.md, Documents): `POST /api/documents` declares the file
 * and answers a presigned PUT; the browser sends the bytes straight to storage; `POST
 * /api/documents/{id}/complete` has the server check what arrived (422 with the reason if it
 * refuses). A failed send deletes the declared document again, so no empty entry is left behind.
 */
export async function uploadDocument(
  call: AuthedCall,
  request: UploadRequest,
  onStage: (stage: UploadStage) => void,
  send: typeof putFile = putFile,
): Promise<Document> {
  onStage({ name: 'declaring' })
  const created = await call(documentRoutes.createDocument, {
    body: {
      name: request.name,
      description: request.description,
      fileName: request.file.name,
      contentType: request.contentType,
      size: request.file.size,
    },
  })
  onStage({ name: 'sending', fraction: 0 })
  try {
    await send(created.upload, request.file, (fraction) => onStage({ name: 'sending', fraction }))
  } catch (error) {
    await call(documentRoutes.deleteDocument, { params: { id: created.document.id } }).catch(() => undefined)
    throw error
  }
  onStage({ name: 'checking' })
  return call(documentRoutes.completeDocument, { params: { id: created.document.id } })
}
