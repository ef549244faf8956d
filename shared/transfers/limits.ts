/**
 * The largest single transfer, in USD, when a stage sets no other: $10,000. US card issuers rarely
 * allow a larger single card purchase, and above it a remittance belongs with staff-assisted
 * identity checks (BSA reporting starts at that figure), not a card form. Stages may lower it
 * (infra/config/stages.ts); the API enforces the stage's figure, the SPA shows this default.
 */
export const DEFAULT_MAX_TRANSFER_AMOUNT = 10_000

/**
 * The smallest transfer, in USD, when a stage sets no other: $10. Card testers
 * charge cents to learn whether a stolen card works (60 transfers of $0.01 went through); $10 is the
 * online minimum large US remitters use, and below it the 5% fee (50 cents) does not pay for a payout.
 */
export const DEFAULT_MIN_TRANSFER_AMOUNT = 10

/** The amounts a stage lets a sender send online, in integer cents, both inclusive. */
export interface AmountRange {
  minCents: number
  maxCents: number
}

/** The amounts a destination offer (the API's `minAmountCents` and `maxAmountCents`) takes. */
export const amountRangeOf = (offer: { minAmountCents: number; maxAmountCents: number }): AmountRange => ({
  minCents: offer.minAmountCents,
  maxCents: offer.maxAmountCents,
})

/** How many transfers one sender, or one card, may make per clock hour and per UTC day. */
export interface VelocityLimits {
  perUser: { hour: number; day: number }
  perCard: { hour: number; day: number }
}

/**
 * Velocity limits when a stage sets no other. A family remitter sends a few
 * transfers a month, occasionally to several relatives in one sitting; a card tester sends dozens a
 * minute. Per sender: 10 an hour and 30 a day leave room for the first and stop the second within
 * an hour. Per card (brand, last four and expiry, across every account): 6 an hour and 20 a day, as
 * one card paying for more than a sitting's transfers, or from several accounts, is the pattern of a
 * stolen card rather than a family.
 */
export const DEFAULT_TRANSFER_VELOCITY: VelocityLimits = {
  perUser: { hour: 10, day: 30 },
  perCard: { hour: 6, day: 20 },
}
