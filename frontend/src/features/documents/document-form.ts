import type { FieldErrors, Resolver } from 'react-hook-form'
import * as z from 'zod/mini'
import { CreateDocumentSchema, DOCUMENT_MESSAGES, type DocumentContentType } from '../../../../shared/documents/document-schemas'
import { detectContentType, SIGNATURE_BYTES } from '../../../../shared/documents/file-signature'

type DocumentField = 'name' | 'description' | 'file'
type DocumentErrors = Partial<Record<DocumentField, string>>

export interface DocumentValues {
  name: string
  description: string
  file: File | null
}

/** What the form may send: the values the shared schema accepts, and the type the file's bytes show. */
export interface CheckedDocument {
  name: string
  description: string
  file: File
  contentType: DocumentContentType
}

/** Which form field a schema field's message belongs under. */
const FIELD_OF: Record<string, DocumentField> = { name: 'name', description: 'description', fileName: 'file', contentType: 'file', size: 'file' }

/**
 * The rules of `CreateDocumentSchema` (the API's own, with its messages) on what the form knows
 * without reading the file: name, description, and the chosen file's name, type and size.
 */
function documentErrors(values: DocumentValues): DocumentErrors {
  const errors: DocumentErrors = {}
  const { file } = values
  const parsed = z.safeParse(CreateDocumentSchema, {
    name: values.name,
    description: values.description,
    fileName: file?.name ?? '',
    contentType: file?.type ?? '',
    size: file?.size ?? 0,
  })
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])]
      if (field) errors[field] ??= issue.message
    }
  }
  if (!file) errors.file = DOCUMENT_MESSAGES.file
  // The type is judged by the bytes below; a browser may not know a type (''), which is no reason to refuse yet.
  else if (errors.file === DOCUMENT_MESSAGES.contentType && file.type === '') delete errors.file
  return errors
}

/**
 * The whole check before anything is sent: {@link documentErrors}, then the file's first bytes must
 * be a PDF, JPEG or PNG (as the server will check after the upload). The type declared is the one
 * the bytes show, so a correctly formed file with a misleading name or an unknown type still goes.
 */
async function checkDocument(values: DocumentValues): Promise<{ ok: true; document: CheckedDocument } | { ok: false; errors: DocumentErrors }> {
  const errors = documentErrors(values)
  const { file } = values
  if (Object.keys(errors).length > 0 || !file) return { ok: false, errors }
  const firstBytes = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer())
  const contentType = detectContentType(firstBytes)
  if (!contentType) return { ok: false, errors: { file: DOCUMENT_MESSAGES.contentType } }
  return { ok: true, document: { name: values.name.trim(), description: values.description.trim(), file, contentType } }
}

/** {@link checkDocument} as the form's resolver: the values to send, or each field's message. */
export const documentResolver: Resolver<DocumentValues, unknown, CheckedDocument> = async (values) => {
  const checked = await checkDocument(values)
  if (checked.ok) return { values: checked.document, errors: {} }
  const errors: FieldErrors<DocumentValues> = {}
  for (const [field, message] of Object.entries(checked.errors) as [DocumentField, string][]) errors[field] = { type: 'rule', message }
  return { values: {}, errors }
}
