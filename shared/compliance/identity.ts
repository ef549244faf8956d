import * as z from 'zod/mini'
import { isCalendarDate } from '../text/calendar-date'
import { CARD_NUMBER_IN_TEXT_MESSAGE, containsCardNumber, safeTextChecks } from '../text/safe-text'
import { AccountScreeningSchema } from './hold'
import { IDENTITY_DOCUMENT_TYPES, IDENTITY_MESSAGES, identityValidAt } from './identity-rules'

export * from './identity-rules'

/**
 * A sender's identity details (31 CFR 1010.410(e)): the document they identify with,
 * kept for transfers of $3,000 or more. Staff read them whole; everyone else (the owner included)
 * sees the number masked to its last four.
 */

/** PUT /api/user/{id}/identity, as typed. The number loses spaces and dashes and is kept upper-case. */
export const IdentityDetailsSchema = z.object({
  documentType: z.enum(IDENTITY_DOCUMENT_TYPES, IDENTITY_MESSAGES.documentType),
  documentNumber: z.string(IDENTITY_MESSAGES.documentNumber).check(
    z.overwrite((value) => value.replace(/[\s-]/g, '').toUpperCase()),
    z.regex(/^[A-Z0-9]{5,20}$/, IDENTITY_MESSAGES.documentNumber),
    z.refine((value) => !containsCardNumber(value), CARD_NUMBER_IN_TEXT_MESSAGE),
  ),
  issuer: z
    .string(IDENTITY_MESSAGES.issuer)
    .check(z.trim(), z.minLength(2, IDENTITY_MESSAGES.issuer), z.maxLength(60, IDENTITY_MESSAGES.issuer), ...safeTextChecks()),
  expiresOn: z.string(IDENTITY_MESSAGES.expiresOn).check(z.refine(isCalendarDate, IDENTITY_MESSAGES.expiresOn)),
})
export type IdentityDetails = z.output<typeof IdentityDetailsSchema>

/** The server's judgement of the body: also refuses a document that has expired already. */
export const identityDetailsAt = (nowMs: number) =>
  IdentityDetailsSchema.check(
    z.refine((identity) => !isCalendarDate(identity.expiresOn) || identityValidAt(identity, nowMs), {
      message: IDENTITY_MESSAGES.expired,
      path: ['expiresOn'],
    }),
  )

/** The identity details as the API answers them: masked for anyone but staff, with when they were saved. */
export const IdentitySchema = z.object({
  documentType: z.enum(IDENTITY_DOCUMENT_TYPES),
  documentNumber: z.string(),
  masked: z.boolean(),
  issuer: z.string(),
  expiresOn: z.string(),
  updatedAt: z.string(),
})
export type Identity = z.infer<typeof IdentitySchema>

/**
 * GET/PUT answer: the details, or none yet; for staff also the screening of the account holder's
 * name (a sender never reads it).
 */
export const IdentityAnswerSchema = z.object({ identity: z.optional(IdentitySchema), screening: z.optional(AccountScreeningSchema) })
