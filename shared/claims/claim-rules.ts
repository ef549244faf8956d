import { en } from '../i18n/legal-texts/en'
import { destinationDayStart } from '../rates/date-available'
import type { TransferStatus } from '../transfers/transfer-options'
import { CLAIM_OUTCOMES, CLAIM_TYPES, type ClaimOutcome, type ClaimType } from './claim-kinds'

export { CLAIM_OUTCOMES, CLAIM_TYPES, type ClaimOutcome, type ClaimType }

/**
 * Error claims (12 CFR 1005.33): what a sender may report, when, and how staff answer.
 * No zod, so the details page reads it without the schemas.
 */

/** 1005.33(b)(1)(i): a sender has 180 days from the date the money was to be available. */
const CLAIM_WINDOW_DAYS = 180
/** 1005.33(c)(1): the provider investigates and answers within 90 days of the report. */
export const CLAIM_RESPONSE_DAYS = 90
const DAY_MS = 24 * 60 * 60 * 1000

/** In English (shared/i18n/legal-texts/en.ts; other languages: `legalTexts(locale).claimTypeLabels`). */
export const CLAIM_TYPE_LABELS: Record<ClaimType, string> = en.claimTypeLabels

export const CLAIM_OUTCOME_LABELS: Record<ClaimOutcome, string> = en.claimOutcomeLabels

export const CLAIM_STATUSES = ['OPEN', 'RESOLVED'] as const
export type ClaimStatus = (typeof CLAIM_STATUSES)[number]

/** Statuses a problem can be reported on: paid out, waiting for payout, or held (a hold can make money late). */
const CLAIMABLE: readonly TransferStatus[] = ['PENDING', 'PAID', 'ON_HOLD']

export const CLAIM_SENDER_ONLY = 'Only the sender can report a problem with a transfer'
export const CLAIM_CANCELLED = 'This transfer was cancelled and refunded: there is nothing to report'
export const CLAIM_TOO_LATE = `Problems can be reported up to ${CLAIM_WINDOW_DAYS} days after the date the money was available`
export const CLAIM_ALREADY_OPEN = 'You already reported a problem with this transfer; we will answer it before reporting another'
export const CLAIM_ALREADY_RESOLVED = 'This claim was already resolved'
export const CLAIM_STAFF_ONLY = 'Only verified staff can see and resolve claims'
export const CLAIM_NOT_YET_DUE =
  'The money is not due yet: it is to be available by the date on your receipt. If it has not arrived by then, report it that day or after.'
/** The refusals of a report's timing the SPA shows translated (`npm run i18n:server-messages` collects `…_MESSAGES`). */
/** @serverMessage */
export const CLAIM_TIMING_MESSAGES = { notYetDue: CLAIM_NOT_YET_DUE } as const
/** The answer's `code` for {@link CLAIM_NOT_YET_DUE}. */
export const CLAIM_NOT_YET_DUE_CODE = 'CLAIM_NOT_YET_DUE'

/** The last moment (epoch ms, exclusive) a problem can be reported: the end of the 180th day after the date available. */
export const claimDeadline = (dateAvailable: string): number => Date.parse(`${dateAvailable}T00:00:00.000Z`) + (CLAIM_WINDOW_DAYS + 1) * DAY_MS

/**
 * When money not received may be reported (epoch ms): the start of the date available, in the
 * destination's calendar (where that date was promised). 1005.33(a)(1)(iv) frames the error as the
 * failure to make the funds available by the disclosed date, so a report before that date is not
 * yet one; on the date itself it is taken (the sender is not made to wait out its last hours, and
 * staff judge it on the facts).
 */
const notReceivedFrom = (countryId: string, dateAvailable: string): number => destinationDayStart(countryId, dateAvailable)

/** When a claim reported at `reportedAt` must be answered (ISO). */
export const claimDueAt = (reportedAt: string): string => new Date(Date.parse(reportedAt) + CLAIM_RESPONSE_DAYS * DAY_MS).toISOString()

export const isOverdue = (claim: { status: ClaimStatus; dueAt: string }, now: number): boolean =>
  claim.status === 'OPEN' && now > Date.parse(claim.dueAt)

export interface ClaimSubject {
  status: TransferStatus
  ownerId: string
  /** The destination, whose calendar the date available is a date of. */
  countryId: string
  payout: { dateAvailable: string }
}

/**
 * Whether `viewer` may report a problem with `transfer` at `now` (epoch ms): its sender only, not
 * on a cancelled transfer, within the window; and, when `type` is 'not-received', not before the
 * date the money is due ({@link notReceivedFrom}; `because: 'not-due'`). Other types may be reported
 * at once (a wrong amount or recipient is an error the moment it happens). Without `type` (the
 * details page deciding whether to offer the form) only the first rules apply. One open claim at a
 * time is the server's to check.
 */
export function canReportProblem(
  transfer: ClaimSubject,
  viewer: { id: string },
  now: number,
  type?: ClaimType,
): { allowed: true } | { allowed: false; reason: string; because: 'role' | 'state' | 'time' | 'not-due' } {
  if (transfer.ownerId !== viewer.id) return { allowed: false, reason: CLAIM_SENDER_ONLY, because: 'role' }
  if (!CLAIMABLE.includes(transfer.status)) return { allowed: false, reason: CLAIM_CANCELLED, because: 'state' }
  if (now >= claimDeadline(transfer.payout.dateAvailable)) return { allowed: false, reason: CLAIM_TOO_LATE, because: 'time' }
  if (type === 'not-received' && now < notReceivedFrom(transfer.countryId, transfer.payout.dateAvailable)) {
    return { allowed: false, reason: CLAIM_NOT_YET_DUE, because: 'not-due' }
  }
  return { allowed: true }
}
