import * as z from 'zod/mini'
import { safeTextChecks } from '../text/safe-text'

export const CANCEL_REASON_MAX = 500
export const CANCEL_REASON_MESSAGE = 'Give the reason for cancelling'
const CANCEL_REASON_MAX_MESSAGE = `The reason must be at most ${CANCEL_REASON_MAX} characters`

/**
 * POST /api/customers/{id}/cancel. The reason is staff's record of why (required of staff by the
 * service: every staff decision says why); a sender cancelling within 30 minutes need not give one.
 */
export const CancelTransferSchema = z.object({
  reason: z.optional(
    z
      .string({ error: CANCEL_REASON_MESSAGE })
      .check(z.trim(), z.maxLength(CANCEL_REASON_MAX, CANCEL_REASON_MAX_MESSAGE), ...safeTextChecks({ lines: true })),
  ),
})
export type CancelTransfer = z.output<typeof CancelTransferSchema>
