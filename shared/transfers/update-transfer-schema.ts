import * as z from 'zod/mini'
import {
  CITY_MAX_LENGTH,
  CITY_MAX_MESSAGE,
  mobileNumber,
  NAME_MAX_LENGTH,
  messageText,
  nameMaxMessage,
  optionalNameText,
  requiredText,
} from './transfer-fields'
import { EDIT_REQUIRED_MESSAGE, EDITABLE_STATUSES } from './transfer-options'
import { namesWithoutCardNumber, safeTextChecks } from '../text/safe-text'
import { CORRECTION_REASON_MESSAGE } from './transfer-permissions'

/** Longest country name accepted on an edit. */
const COUNTRY_MAX_LENGTH = 60
/** Longest note accepted on an edit. */
export const NOTE_MAX_LENGTH = 500

/** @serverMessage */
export const STATUS_MESSAGE = 'Status is required'
/** @serverMessage */
export const STATUS_VALUE_MESSAGE = 'Status must be PENDING or PAID'
/** @serverMessage */
export const NOTE_MESSAGE = 'Note must be text'
/** @serverMessage */
export const NOTE_MAX_MESSAGE = `Note must be at most ${NOTE_MAX_LENGTH} characters`
/** @serverMessage */
export const VERSION_MESSAGE = 'Reload the transfer and try again'
/** @serverMessage */
export const NOTHING_TO_UPDATE_MESSAGE = 'Nothing to update'
const COUNTRY_MAX_MESSAGE = `Country must be at most ${COUNTRY_MAX_LENGTH} characters`

/**
 * PATCH /api/customers/{id} (spec 7 fields; spec 2.8 and 5 Edit customer). Every field is optional,
 * but one that is sent must be valid: names, city, country and mobile number sent blank are
 * {@link EDIT_REQUIRED_MESSAGE}; a status sent blank is {@link STATUS_MESSAGE}. `version` is the
 * version the client read (optimistic locking) and is required. At least one other field must be
 * sent ({@link NOTHING_TO_UPDATE_MESSAGE}). Unknown keys are dropped.
 */
export const UpdateTransferSchema = z
  .object({
    firstName: z.optional(messageText(EDIT_REQUIRED_MESSAGE, NAME_MAX_LENGTH, nameMaxMessage('First name'))),
    middleName: z.optional(optionalNameText(NAME_MAX_LENGTH, nameMaxMessage('Middle name'))),
    lastName: z.optional(messageText(EDIT_REQUIRED_MESSAGE, NAME_MAX_LENGTH, nameMaxMessage('Last name'))),
    mobileNumber: z.optional(mobileNumber(EDIT_REQUIRED_MESSAGE)),
    city: z.optional(messageText(EDIT_REQUIRED_MESSAGE, CITY_MAX_LENGTH, CITY_MAX_MESSAGE)),
    /**
     * The destination as the edit screen sends it (its name, or its id). A transfer's destination
     * is fixed: the server accepts only the current one.
     */
    country: z.optional(requiredText(EDIT_REQUIRED_MESSAGE, COUNTRY_MAX_LENGTH, COUNTRY_MAX_MESSAGE)),
    status: z.optional(
      z.enum(EDITABLE_STATUSES, {
        error: (issue) => (issue.input === null || issue.input === '' ? STATUS_MESSAGE : STATUS_VALUE_MESSAGE),
      }),
    ),
    note: z.optional(
      z.string({ error: NOTE_MESSAGE }).check(z.trim(), z.maxLength(NOTE_MAX_LENGTH, NOTE_MAX_MESSAGE), ...safeTextChecks({ lines: true })),
    ),
    /** Why staff correct what the sender was shown before paying (the recipient or payout details): required for that. */
    reason: z.optional(
      z.string({ error: CORRECTION_REASON_MESSAGE }).check(z.trim(), z.maxLength(NOTE_MAX_LENGTH, NOTE_MAX_MESSAGE), ...safeTextChecks()),
    ),
    version: z.int({ error: VERSION_MESSAGE }).check(z.minimum(1, VERSION_MESSAGE)),
  })
  .check(
    z.refine(
      (change) => Object.entries(change).some(([name, value]) => name !== 'version' && name !== 'reason' && value !== undefined),
      NOTHING_TO_UPDATE_MESSAGE,
    ),
    namesWithoutCardNumber(),
  )

export type UpdateTransferInput = z.input<typeof UpdateTransferSchema>
export type UpdateTransfer = z.output<typeof UpdateTransferSchema>
