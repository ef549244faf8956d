import * as z from 'zod/mini'
import { contactFreeCheck } from '../text/contact-text'
import { safeTextChecks } from '../text/safe-text'

/**
 * The field rules Add Customer (create) and Edit Customer (update) share. Only functions and
 * constants: importing this module builds no schema.
 */

/** Longest first, middle or last name accepted. */
export const NAME_MAX_LENGTH = 60
/** Longest city (or Somali region) accepted. */
export const CITY_MAX_LENGTH = 80

export const nameMaxMessage = (label: string): string => `${label} must be at most ${NAME_MAX_LENGTH} characters`
export const CITY_MAX_MESSAGE = `City must be at most ${CITY_MAX_LENGTH} characters`

/**
 * A trimmed string whose missing, non-string or blank value gets `required` (blank text passes the
 * other checks, so that is the field's only issue; not an abort, which would stop the object-level
 * checks of the payment too), capped at `max` characters, with no hidden characters or card number
 * in it.
 */
export function requiredText(required: string, max: number, maxMessage: string) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, maxMessage), ...safeTextChecks())
}

/**
 * A name or city: {@link requiredText} that also refuses links, e-mail addresses and phone numbers,
 * since it is put into the texts we send (the recipient's SMS, e-mail subjects).
 */
export function messageText(required: string, max: number, maxMessage: string) {
  return requiredText(required, max, maxMessage).check(contactFreeCheck())
}

export const MIDDLE_NAME_TEXT_MESSAGE = 'Middle name must be text, or left empty'

/**
 * A name part many people do not have (a middle name): {@link messageText}'s rules, but blank is a
 * value. Blank is stored as '' and left out when the name is written whole.
 */
export function optionalNameText(max: number, maxMessage: string) {
  return z.string({ error: MIDDLE_NAME_TEXT_MESSAGE }).check(z.trim(), z.maxLength(max, maxMessage), ...safeTextChecks(), contactFreeCheck())
}

/** A recipient's name as written: its parts with the blank ones left out ('Mehmet Yilmaz', not 'Mehmet  Yilmaz'). */
export const joinName = (...parts: readonly string[]): string =>
  parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ')

/**
 * A mobile number as typed: blank is `required`. Whether it is a mobile number of the destination is
 * judged with the destination (`recipientMobileE164`): by the create schema, which has the
 * destination in the same body, and by the update service, which reads it from the transfer.
 */
export function mobileNumber(required: string) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required, abort: true }), z.maxLength(30, required))
}
