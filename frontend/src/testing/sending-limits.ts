/** GET /api/limits for an unverified sender with $450 left of the 24 hours' $1,000. */
export const LIMITS_450_LEFT = {
  tier: 'unverified',
  day: { limitCents: 100_000, usedCents: 55_000, remainingCents: 45_000 },
  month: { limitCents: 300_000, usedCents: 55_000, remainingCents: 245_000 },
  remainingCents: 45_000,
  identityThresholdCents: 300_000,
  identityOnFile: false,
  verified: false,
}
