import * as z from 'zod/mini'
import { ULID_PATTERN } from '../api/ulid'
import { PageQuerySchema } from '../api/pagination'
import { CARD_NUMBER_IN_TEXT_MESSAGE, containsCardNumber, hasHiddenCharacters, safeTextChecks } from '../text/safe-text'

/**
 * Documents (spec 2.11, made real): a user's uploaded identity papers. The API hands out a presigned
 * PUT to the private documents bucket; the file never passes through the API.
 */

/** The file types a document may be (spec 2.11 asks for identity papers: scans and photos). */
const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number]

/** The file extension of each accepted type: files are stored and served under it, never the user's. */
export const DOCUMENT_EXTENSIONS: Readonly<Record<DocumentContentType, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
}

/**
 * The name a document's file downloads under: chosen by the server from the
 * document's label, reduced to ASCII letters, digits, spaces, '-' and '_', with the extension of the
 * type the stored file was checked to be. The user's own file name is only ever a label on screen,
 * so 'passport_‮fdp.bat' can never arrive on a disk as a '.bat'.
 */
export function downloadFileName(document: { name: string; contentType: DocumentContentType }): string {
  const base = document.name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 _-]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60)
    .trim()
  return `${base || 'document'}.${DOCUMENT_EXTENSIONS[document.contentType]}`
}

/** The largest file accepted: 10 MB (10 × 1024 × 1024 bytes). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024

export const DOCUMENT_NAME_MAX_LENGTH = 100
export const DOCUMENT_DESCRIPTION_MAX_LENGTH = 500
const DOCUMENT_FILE_NAME_MAX_LENGTH = 200

/** How long a presigned upload (PUT) and a presigned download (GET) stay valid. */
export const UPLOAD_URL_SECONDS = 5 * 60
export const DOWNLOAD_URL_SECONDS = 60

export const DOCUMENT_MESSAGES = {
  /** The upload form's file input left empty (spec 5: all three inputs are required). */
  file: 'Choose a file to upload',
  name: { required: 'Document name is required', max: `Document name must be at most ${DOCUMENT_NAME_MAX_LENGTH} characters` },
  description: {
    required: 'Description is required',
    max: `Description must be at most ${DOCUMENT_DESCRIPTION_MAX_LENGTH} characters`,
  },
  fileName: {
    required: 'File name is required',
    max: `File name must be at most ${DOCUMENT_FILE_NAME_MAX_LENGTH} characters`,
    format: 'File name must not contain control characters, / or \\',
  },
  contentType: 'Only PDF, JPEG or PNG files can be uploaded',
  size: { required: 'File size is required', empty: 'The file is empty', max: 'Files must be 10 MB or smaller' },
} as const

/** Why `completeDocument` refuses a stored file (the document is marked rejected with this reason). */
export const REJECTION_REASONS = {
  notAllowedType: 'The file is not a PDF, JPEG or PNG',
  tooLarge: 'The file is larger than 10 MB',
  mismatch: 'The uploaded file does not match what was declared',
} as const
export type RejectionReason = (typeof REJECTION_REASONS)[keyof typeof REJECTION_REASONS]

/**
 * Uploads a user may have started and not finished: each is a document record
 * and a signed upload URL, so without a cap one account could make them without end.
 */
export const MAX_PENDING_UPLOADS = 5
/** An unfinished upload is swept (its record and any file) once its URL has long expired: after an hour. */
export const STALE_UPLOAD_SECONDS = 60 * 60
export const PENDING_UPLOADS_MESSAGE = `You have ${MAX_PENDING_UPLOADS} uploads that are not finished. Finish or delete one before you upload another.`

export const DOCUMENT_NOT_FOUND = 'Document not found'
export const UPLOAD_FIRST = 'Upload the file first'

/** Document ids are ULIDs (time-ordered, so the newest sorts last). */
export const DocumentIdSchema = z.string().check(z.regex(ULID_PATTERN, 'Document id is not valid'))

function requiredTrimmed(required: string, max: number, maxMessage: string) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required, abort: true }), z.maxLength(max, maxMessage))
}

/**
 * No control or format characters (they would break a Content-Disposition header, and a U+202E
 * shows 'passport_\u202Efdp.bat' as 'passport_tab.pdf') and no path separators.
 */
function isSafeFileName(name: string): boolean {
  return !hasHiddenCharacters(name) && !name.includes('/') && !name.includes('\\')
}

/** POST /api/documents: what the browser knows about the file before it uploads it. */
export const CreateDocumentSchema = z.object({
  name: requiredTrimmed(DOCUMENT_MESSAGES.name.required, DOCUMENT_NAME_MAX_LENGTH, DOCUMENT_MESSAGES.name.max).check(...safeTextChecks()),
  description: requiredTrimmed(DOCUMENT_MESSAGES.description.required, DOCUMENT_DESCRIPTION_MAX_LENGTH, DOCUMENT_MESSAGES.description.max).check(
    ...safeTextChecks(),
  ),
  fileName: requiredTrimmed(DOCUMENT_MESSAGES.fileName.required, DOCUMENT_FILE_NAME_MAX_LENGTH, DOCUMENT_MESSAGES.fileName.max).check(
    z.refine(isSafeFileName, DOCUMENT_MESSAGES.fileName.format),
    z.refine((value) => !containsCardNumber(value), CARD_NUMBER_IN_TEXT_MESSAGE),
  ),
  contentType: z.enum(DOCUMENT_CONTENT_TYPES, { error: DOCUMENT_MESSAGES.contentType }),
  /** Bytes, as the browser's File.size reports them. */
  size: z
    .number({ error: DOCUMENT_MESSAGES.size.required })
    .check(
      z.refine(Number.isInteger, DOCUMENT_MESSAGES.size.required),
      z.minimum(1, DOCUMENT_MESSAGES.size.empty),
      z.maximum(MAX_DOCUMENT_BYTES, DOCUMENT_MESSAGES.size.max),
    ),
})
export type CreateDocument = z.infer<typeof CreateDocumentSchema>

/**
 * `pending`: created, the file not yet checked; `uploaded`: the stored file was checked and can be
 * downloaded; `rejected`: the stored file failed the check and was deleted (`reason` says why).
 */
const DOCUMENT_STATUSES = ['pending', 'uploaded', 'rejected'] as const
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number]

/** A document as the API returns it. Where the file is stored is not part of it. */
export const DocumentSchema = z.object({
  id: DocumentIdSchema,
  /** The owner's user id (Cognito subject). */
  ownerId: z.string(),
  name: z.string(),
  description: z.string(),
  fileName: z.string(),
  contentType: z.enum(DOCUMENT_CONTENT_TYPES),
  size: z.number(),
  status: z.enum(DOCUMENT_STATUSES),
  reason: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Document = z.infer<typeof DocumentSchema>

/** How to send the file: PUT the raw bytes to `url` with exactly these headers before `expiresAt`. */
const UploadInstructionsSchema = z.object({
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.object({ 'content-type': z.enum(DOCUMENT_CONTENT_TYPES) }),
  expiresAt: z.string(),
})
export type UploadInstructions = z.infer<typeof UploadInstructionsSchema>

export const CreatedDocumentSchema = z.object({ document: DocumentSchema, upload: UploadInstructionsSchema })

/** A short-lived link that downloads the file as an attachment. */
export const DocumentDownloadSchema = z.object({ url: z.string(), expiresAt: z.string() })

export const DocumentsPageSchema = z.object({
  items: z.array(DocumentSchema),
  /** Pass back as `cursor` for the next page; absent on the last page. */
  nextCursor: z.optional(z.string()),
})

export const DocumentParamsSchema = z.object({ id: DocumentIdSchema })

/** GET /api/documents: one's own documents; staff may name another user with `userId`. */
export const ListDocumentsQuerySchema = z.object({
  ...PageQuerySchema.shape,
  userId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'User id is not valid'))),
})
