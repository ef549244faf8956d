import * as z from 'zod/mini'
import { en } from '../i18n/legal-texts/en'
import { safeTextChecks } from '../text/safe-text'

/** Longest description or answer a claim keeps. */
export const CLAIM_TEXT_MAX = 1000
const CLAIM_TEXT_MAX_MESSAGE = en.claimTextTooLong(CLAIM_TEXT_MAX)

/** Free text of a claim: required, trimmed, no hidden characters or card numbers, line breaks allowed. */
export const claimText = (required: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(CLAIM_TEXT_MAX, CLAIM_TEXT_MAX_MESSAGE), ...safeTextChecks({ lines: true }))
