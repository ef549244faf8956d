import { MAX_DOCUMENT_BYTES, REJECTION_REASONS, type DocumentContentType, type RejectionReason } from './document-schemas'

/** How many leading bytes {@link detectContentType} needs (the PNG signature is the longest). */
export const SIGNATURE_BYTES = 8

/** The first bytes ("magic numbers") every file of each accepted type starts with. */
const SIGNATURES: readonly (readonly [DocumentContentType, readonly number[]])[] = [
  // "%PDF-"
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  // JPEG SOI marker followed by the first segment's marker byte.
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  // PNG: \x89 P N G \r \n \x1a \n
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
]

/** The accepted type a file's first bytes show, or undefined for anything else. */
export function detectContentType(firstBytes: Uint8Array): DocumentContentType | undefined {
  for (const [type, signature] of SIGNATURES) {
    if (firstBytes.length >= signature.length && signature.every((byte, i) => firstBytes[i] === byte)) return type
  }
  return undefined
}

export interface StoredFile {
  /** The stored object's size in bytes. */
  size: number
  /** Its first bytes (at least {@link SIGNATURE_BYTES} when the file is that long). */
  firstBytes: Uint8Array
}

export interface DeclaredFile {
  contentType: DocumentContentType
  size: number
}

export type FileCheck = { accepted: true; contentType: DocumentContentType } | { accepted: false; reason: RejectionReason }

/**
 * Whether a stored file is what was declared, checked in this order: no larger than 10 MB; one of
 * the accepted types by its first bytes (whatever the file name or header said); exactly the
 * declared type and size.
 */
export function checkStoredFile(file: StoredFile, declared: DeclaredFile): FileCheck {
  if (file.size > MAX_DOCUMENT_BYTES) return { accepted: false, reason: REJECTION_REASONS.tooLarge }
  const detected = detectContentType(file.firstBytes)
  if (!detected) return { accepted: false, reason: REJECTION_REASONS.notAllowedType }
  if (detected !== declared.contentType || file.size !== declared.size) return { accepted: false, reason: REJECTION_REASONS.mismatch }
  return { accepted: true, contentType: detected }
}
