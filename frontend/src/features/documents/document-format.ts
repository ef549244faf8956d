import { formatDate } from '../../lib/format'
import type { DocumentContentType, DocumentStatus } from '../../../../shared/documents/document-schemas'

/** 'PDF', 'JPEG', 'PNG'. */
export const TYPE_LABELS: Readonly<Record<DocumentContentType, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
}

export const STATUS_LABELS: Readonly<Record<DocumentStatus, string>> = {
  pending: 'Pending',
  uploaded: 'Uploaded',
  rejected: 'Rejected',
}

/** What the file input accepts (the server checks the bytes anyway). */
export const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png'

/** 532 B, 12.4 KB, 3.2 MB (1 KB = 1024 bytes, like the 10 MB limit). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const kb = bytes / 1024
  if (kb < 1024) return `${kb < 10 ? kb.toFixed(1) : Math.round(kb)} KB`
  const mb = kb / 1024
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`
}

/** An ISO time as 'Jan 5, 2026'. */
export const formatUploadDate = (iso: string): string => formatDate(iso, 'date')

/** The documents screens' texts. */
export const DOCUMENT_TEXTS = {
  uploaded: 'Your document has been uploaded.',
  deleted: 'Document has been deleted.',
  deleteFailed: 'Unable to delete document!',
  downloadFailed: 'Unable to download document!',
  uploadFailed: 'Upload failed',
  loadFailed: 'Unable to load documents!',
  empty: 'No documents yet',
} as const

export const DOCUMENTS_TOAST_MS = 2_000
