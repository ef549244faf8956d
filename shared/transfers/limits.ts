/**
 * The largest single transfer, in USD, when a stage sets no other: $10,000. US card issuers rarely
 * allow a larger single card purchase, and above it a remittance belongs with staff-assisted
 * identity checks (BSA reporting starts at that figure), not a card form. Stages may lower it
 * (infra/config/stages.ts); the API enforces the stage's figure, the SPA shows this default.
 */
export const DEFAULT_MAX_TRANSFER_AMOUNT = 10_000
