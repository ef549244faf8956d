import { DOCUMENT_EXTENSIONS, type DocumentContentType } from '../../shared/documents/document-schemas'

/**
 * Where documents' files live in the private documents bucket, one object per document at
 * `users/<owner>/<document id>.<extension>`, and how their presigned URLs reach browsers
 * (the S3 calls are in store/document-files.ts).
 */

/** Where a new document's file is stored: a name the server chose, with the extension of its declared (and then checked) type. */
export const documentObjectKey = (ownerId: string, id: string, contentType: DocumentContentType) =>
  `users/${ownerId}/${id}.${DOCUMENT_EXTENSIONS[contentType]}`

/** Where documents created before files had extensions keep their files (no extension). */
export const legacyDocumentObjectKey = (ownerId: string, id: string) => `users/${ownerId}/${id}`

/**
 * Downloads go through the site's own origin under this path (CloudFront's `/files/*` behaviour,
 * the local gateway's proxy), which strips it and passes the presigned request to the bucket: S3
 * cannot send `X-Content-Type-Options: nosniff`, the site's security headers add it. Also in infra: the behaviour's pattern and the gateway.
 */
export const FILES_PATH = '/files'

/** A presigned bucket URL as a same-origin path: `/files` + the bucket's path and the signed query. */
export function throughSite(presigned: string): string {
  const url = new URL(presigned)
  return `${FILES_PATH}${url.pathname}${url.search}`
}

/** `Content-Disposition: attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 8187). */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}
