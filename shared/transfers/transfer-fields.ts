import * as z from 'zod/mini'
import { safeTextChecks } from '../text/safe-text'
import { MOBILE_MESSAGE } from './transfer-options'

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

/** What a typed mobile number may carry besides its digits; removed before the 10-digit check. */
const MOBILE_SEPARATORS = /[\s()-]/g

/**
 * A trimmed string whose missing, non-string or blank value gets `required` (the blank check aborts,
 * so that is the field's only issue), capped at `max` characters, with no hidden characters or card
 * number in it (issue 14).
 */
export function requiredText(required: string, max: number, maxMessage: string) {
  return z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, { error: required, abort: true }), z.maxLength(max, maxMessage), ...safeTextChecks())
}

/** 10 digits once spaces, dashes and parentheses are removed; the output is the digits. Blank is `required`. */
export function mobileNumber(required: string) {
  return z.string({ error: required }).check(
    z.overwrite((value) => value.replace(MOBILE_SEPARATORS, '')),
    z.minLength(1, { error: required, abort: true }),
    z.regex(/^\d{10}$/, MOBILE_MESSAGE),
  )
}
