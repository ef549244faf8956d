import * as z from 'zod/mini'

/**
 * Why a transfer waits for staff review, kept on the transfer for staff only: a possible
 * sanctions match (the screened name, the list entry it is close to, the score and the list's
 * version), structuring, or screening that could not run. A sender reads only that it is reviewed.
 */
export const SanctionsEntrySchema = z.object({
  /** OFAC's entity number (`ent_num`). */
  uid: z.string(),
  name: z.string(),
  /** OFAC's SDN_Type: 'individual', 'entity', 'vessel', 'aircraft' (blank for entities in OFAC's files). */
  type: z.string(),
  programs: z.string(),
  remarks: z.optional(z.string()),
  aliases: z.array(z.string()),
})
export type SanctionsEntry = z.infer<typeof SanctionsEntrySchema>

const HOLD_PARTIES = ['sender', 'recipient'] as const
export type HoldParty = (typeof HOLD_PARTIES)[number]

const HoldReasonSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('sanctions'),
    party: z.enum(HOLD_PARTIES),
    screenedName: z.string(),
    /** The entry's name or alias that scored best. */
    matchedName: z.string(),
    /** 0–1, the listed name's weighted coverage by the screened one (functions/services/sanctions-matcher.ts). */
    score: z.number(),
    listVersion: z.string(),
    entry: SanctionsEntrySchema,
    /** How the screened person's date or place of birth differs from the entry's (it lowered the score). */
    birth: z.optional(z.array(z.string())),
  }),
  z.object({
    kind: z.literal('structuring'),
    /** The sender's transfers under $3,000 in the 24 hours up to this one, this one included. */
    windowCents: z.int(),
    transfers: z.int(),
  }),
  z.object({ kind: z.literal('unscreened') }),
])
export type HoldReason = z.infer<typeof HoldReasonSchema>

/**
 * The sender's own name screened when the account is made and whenever the name changes,
 * kept on the profile for staff: when, against which list version, and the match if there was one.
 * Every transfer screens the sender again, so a match here also holds their transfers.
 */
export const AccountScreeningSchema = z.object({
  at: z.string(),
  /** Absent when no list was loaded: the account could not be screened. */
  listVersion: z.optional(z.string()),
  match: z.optional(HoldReasonSchema),
})
export type AccountScreening = z.infer<typeof AccountScreeningSchema>

export const HoldSchema = z.object({ at: z.string(), reasons: z.array(HoldReasonSchema) })

/** Staff's decision on a held transfer: who, when, what and why. */
export const ReviewDecisionSchema = z.object({
  decision: z.enum(['released', 'rejected']),
  at: z.string(),
  by: z.string(),
  byName: z.optional(z.string()),
  reason: z.string(),
})

const PARTY_LABEL: Record<HoldParty, string> = { sender: "sender's", recipient: "recipient's" }

/** One line per reason, as the history and the review screen state it to staff. */
export function holdReasonText(reason: HoldReason): string {
  switch (reason.kind) {
    case 'sanctions':
      return `Possible sanctions match: the ${PARTY_LABEL[reason.party]} name "${reason.screenedName}" is close to "${reason.matchedName}" (score ${reason.score.toFixed(2)}, list ${reason.listVersion})${reason.birth?.length ? `; lowered as the ${reason.birth.join('; the ')}` : ''}`
    case 'structuring':
      return `Possible structuring: ${reason.transfers} transfers under $3,000 in 24 hours add up to $${(reason.windowCents / 100).toFixed(2)}`
    case 'unscreened':
      return 'Not screened: no sanctions list was loaded'
  }
}

/** What the sender reads about a held transfer: that it is reviewed, never why. */
export const UNDER_REVIEW_MESSAGE = 'Your transfer is being reviewed'

/**
 * A held transfer's "date available": the quote's date assumed no review, and a review has no set
 * length, so the receipt and the lists say what the date hangs on instead of promising one.
 */
export const HELD_DATE_AVAILABLE_MESSAGE = 'Depends on our review: we will tell you the date once it is on its way'

/** @serverMessage */
export const REVIEW_MESSAGES = {
  reasonRequired: 'Enter the reason for your decision',
  reasonTooLong: 'The reason must be at most 500 characters',
} as const

/** POST /api/customers/{id}/release and /reject: the reviewer's reason, required. */
export const ReviewDecisionBodySchema = z.object({
  reason: z
    .string(REVIEW_MESSAGES.reasonRequired)
    .check(z.trim(), z.minLength(1, REVIEW_MESSAGES.reasonRequired), z.maxLength(500, REVIEW_MESSAGES.reasonTooLong)),
})
export type ReviewDecisionBody = z.output<typeof ReviewDecisionBodySchema>
