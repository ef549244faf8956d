/**
 * The identity rules without zod: the document types, messages, validity and masking, so
 * the create (which only asks whether a document is valid) builds none of the identity schemas.
 */
export const IDENTITY_DOCUMENT_TYPES = ['passport', 'driver-license', 'state-id'] as const
export type IdentityDocumentType = (typeof IDENTITY_DOCUMENT_TYPES)[number]

export const IDENTITY_DOCUMENT_LABELS: Record<IdentityDocumentType, string> = {
  passport: 'Passport',
  'driver-license': "Driver's license",
  'state-id': 'State ID card',
}

export const IDENTITY_MESSAGES = {
  documentType: 'Choose the type of document',
  documentNumber: 'Enter the document number: 5 to 20 letters or digits',
  issuer: 'Enter the country or US state that issued the document',
  expiresOn: 'Enter the expiry date',
  expired: 'This document has expired: add a document that is still valid',
} as const

/** Whether a document is still valid on the UTC day of `nowMs` (it is valid through its expiry date). */
export const identityValidAt = (identity: { expiresOn: string }, nowMs: number): boolean =>
  identity.expiresOn >= new Date(nowMs).toISOString().slice(0, 10)

/** '•••• 6789': the number as everyone but staff sees it. */
export const maskDocumentNumber = (number: string): string => `•••• ${number.slice(-4)}`
