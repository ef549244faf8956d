/**
 * What a sender may report and how staff may answer (12 CFR 1005.33), apart from claim-rules.ts:
 * the legal texts label each of them, and claim-rules.ts reads its English labels from those texts.
 */
export const CLAIM_TYPES = ['not-received', 'wrong-amount', 'wrong-recipient', 'no-disclosures', 'other'] as const
export type ClaimType = (typeof CLAIM_TYPES)[number]

export const CLAIM_OUTCOMES = ['no-error', 'refund', 'resend'] as const
export type ClaimOutcome = (typeof CLAIM_OUTCOMES)[number]
