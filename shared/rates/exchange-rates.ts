import * as z from 'zod/mini'
import { CountryIdSchema } from '../countries/country'
import { MAX_MARGIN_BPS, RATE_MESSAGES, RATE_PATTERN } from '../money/exchange-rate'
import { PayoutCurrencySchema } from '../money/payout-currency-schema'
import { ULID_PATTERN } from '../api/ulid'

export const RateTextSchema = z.string(RATE_MESSAGES.format).check(
  z.trim(),
  z.regex(RATE_PATTERN, RATE_MESSAGES.format),
  z.refine((text) => /[1-9]/.test(text), RATE_MESSAGES.format),
)

export const MarginBpsSchema = z.int(RATE_MESSAGES.margin).check(z.minimum(0, RATE_MESSAGES.margin), z.maximum(MAX_MARGIN_BPS, RATE_MESSAGES.margin))

/** Who made a staff decision, as it is recorded and shown (who, when and why). */
const DecisionMakerSchema = z.object({ id: z.string(), name: z.string() })

/** A large change's second pair of eyes: who approved it and when, and when it was proposed (by `setBy`). */
const ApprovalSchema = z.object({ by: DecisionMakerSchema, at: z.string(), proposedAt: z.string() })

/** A destination's rate into one payout currency, as admins see it (margins are never sent to anyone else). */
export const ExchangeRateSchema = z.object({
  countryId: CountryIdSchema,
  currency: PayoutCurrencySchema,
  /** Mid-market units of `currency` per US dollar, an exact decimal. */
  referenceRate: z.string(),
  marginBps: z.int(),
  /** referenceRate less the margin, rounded down to the millionth: what quotes use. */
  customerRate: z.string(),
  /** Who set the figures (for an approved change: who proposed them), when they took effect, and why. */
  setBy: DecisionMakerSchema,
  setAt: z.string(),
  reason: z.string(),
  /** Counts changes; a change names the version it replaces, so two admins cannot overwrite each other unseen. */
  version: z.int(),
  /** The customer rate's change from the rate it replaced, in basis points (absent on a first rate and on older changes). */
  changeBps: z.optional(z.int()),
  /** A correction of a wrong rate: the quotes given before it no longer pay (`quotesValidFromVersion`). */
  correction: z.optional(z.boolean()),
  /**
   * Quotes given at a version below this one are void: set by a correction to its own version and
   * carried by every later change, so a voided quote never comes back.
   */
  quotesValidFromVersion: z.optional(z.int()),
  /** A change of more than 10% (or a first rate): the second verified staff member who approved it. */
  approval: z.optional(ApprovalSchema),
})
export type ExchangeRate = z.infer<typeof ExchangeRateSchema>

/**
 * A large change waiting for a second verified staff member (one per rate at a time; while it waits
 * the rate changes no other way): the figures proposed, the rate they would replace, by whom and why.
 */
export const RateProposalSchema = z.object({
  proposalId: z.string(),
  countryId: CountryIdSchema,
  currency: PayoutCurrencySchema,
  referenceRate: z.string(),
  marginBps: z.int(),
  customerRate: z.string(),
  reason: z.string(),
  correction: z.boolean(),
  /** The version of the rate it changes (0: the first rate). */
  baseVersion: z.int(),
  /** The rate it would replace; absent for a first rate. */
  from: z.optional(z.object({ referenceRate: z.string(), marginBps: z.int(), customerRate: z.string() })),
  /** The customer rate's change, in basis points; absent for a first rate. */
  changeBps: z.optional(z.int()),
  proposedBy: DecisionMakerSchema,
  proposedAt: z.string(),
})
export type RateProposal = z.infer<typeof RateProposalSchema>

const RATE_DECISIONS = ['approve', 'reject'] as const
export type RateDecision = (typeof RATE_DECISIONS)[number]

/** A proposal once decided, kept in the rate's history: approved (the change it became) or rejected (withdrawn, when by its proposer). */
export const DecidedRateProposalSchema = z.object({
  ...RateProposalSchema.shape,
  outcome: z.enum(['approved', 'rejected']),
  decidedBy: DecisionMakerSchema,
  decidedAt: z.string(),
  decisionReason: z.optional(z.string()),
})
export type DecidedRateProposal = z.infer<typeof DecidedRateProposalSchema>

/** Every rate set, and the changes waiting for a second approver. */
export const ExchangeRatesSchema = z.object({ items: z.array(ExchangeRateSchema), proposals: z.array(RateProposalSchema) })
/** One rate's changes, newest first, and its decided proposals (newest first). */
export const ExchangeRateHistorySchema = z.object({ items: z.array(ExchangeRateSchema), proposals: z.array(DecidedRateProposalSchema) })

export const RATE_REASON_MESSAGE = 'Say why the rate changes (3 to 200 characters)'
/** @serverMessage */
export const RATE_DECISION_REASON_MESSAGE = 'A note on the decision is at most 200 characters'

/**
 * PUT /api/rates/{countryId}/{currency}: a new reference rate and margin, why, and the version it
 * replaces (0 for the first). `correction`: the current rate is wrong, so the quotes given at it are
 * voided (a market update leaves them their 30 minutes). `confirmLargeChange`: the sender of a change
 * of more than 10% (or a first rate) has seen how large it is; it then waits for a second approver.
 */
export const SetExchangeRateSchema = z.object({
  referenceRate: RateTextSchema,
  marginBps: MarginBpsSchema,
  reason: z.string(RATE_REASON_MESSAGE).check(z.trim(), z.minLength(3, RATE_REASON_MESSAGE), z.maxLength(200, RATE_REASON_MESSAGE)),
  expectedVersion: z.int('Say which version of the rate you changed').check(z.minimum(0)),
  correction: z.optional(z.boolean()),
  confirmLargeChange: z.optional(z.boolean()),
})
export type SetExchangeRate = z.output<typeof SetExchangeRateSchema>

/** POST /api/rates/{countryId}/{currency}/proposal: approve or reject the waiting proposal, named by id (so nobody approves figures they did not see). */
export const DecideRateProposalSchema = z.object({
  proposalId: z.string().check(z.regex(ULID_PATTERN)),
  decision: z.enum(RATE_DECISIONS),
  reason: z.optional(z.string(RATE_DECISION_REASON_MESSAGE).check(z.trim(), z.maxLength(200, RATE_DECISION_REASON_MESSAGE))),
})
export type DecideRateProposal = z.output<typeof DecideRateProposalSchema>

/** The decision as recorded, and the rate it applied (an approval). */
export const RateDecisionAnswerSchema = z.object({ proposal: DecidedRateProposalSchema, rate: z.optional(ExchangeRateSchema) })
export type RateDecisionAnswer = z.infer<typeof RateDecisionAnswerSchema>

export const RateParamsSchema = z.object({ countryId: CountryIdSchema, currency: PayoutCurrencySchema })
