import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatCount, formatDate } from '../../lib/format'
import { intlLocale } from '../../lib/i18n/i18n'
import type { DocumentContentType, DocumentStatus } from '../../../../shared/documents/document-schemas'
import { intlCache } from '../../../../shared/i18n/intl-caches'

/** 'PDF', 'JPEG', 'PNG': the formats' own names, the same in every language. */
export const TYPE_LABELS: Readonly<Record<DocumentContentType, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
}

/** Render with `i18n._`. */
export const STATUS_LABELS: Readonly<Record<DocumentStatus, MessageDescriptor>> = {
  pending: msg`Pending`,
  uploaded: msg`Uploaded`,
  rejected: msg`Rejected`,
}

/** What the file input accepts (the server checks the bytes anyway). */
export const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png'

const oneDecimalFormats = intlCache<Intl.NumberFormat>()

/** '12.4' in the reader's language (one decimal). */
function oneDecimal(value: number): string {
  const locale = intlLocale()
  let format = oneDecimalFormats.get(locale)
  if (!format) oneDecimalFormats.set(locale, (format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })))
  return format.format(value)
}

/** 532 B, 12.4 KB, 3.2 MB (1 KB = 1024 bytes, like the 10 MB limit), the figure in the reader's language. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${formatCount(bytes)} B`
  const kb = bytes / 1024
  if (kb < 1024) return `${kb < 10 ? oneDecimal(kb) : formatCount(Math.round(kb))} KB`
  const mb = kb / 1024
  return `${mb < 10 ? oneDecimal(mb) : formatCount(Math.round(mb))} MB`
}

/** An ISO time as 'Jan 5, 2026'. */
export const formatUploadDate = (iso: string): string => formatDate(iso, 'date')

/** The documents screens' texts (render with `i18n._`). */
export const DOCUMENT_TEXTS = {
  uploaded: msg`Your document has been uploaded.`,
  deleted: msg`Document has been deleted.`,
  deleteFailed: msg`Unable to delete document!`,
  downloadFailed: msg`Unable to download document!`,
  loadFailed: msg`Unable to load documents!`,
  empty: msg`No documents yet`,
  more: { more: msg`Load more documents`, loading: msg`Loading more documents…` },
} as const

export const DOCUMENTS_TOAST_MS = 2_000
