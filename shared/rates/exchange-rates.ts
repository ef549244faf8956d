import * as z from 'zod/mini'
import { CountryIdSchema } from '../countries/country'
import { MAX_MARGIN_BPS, RATE_MESSAGES, RATE_PATTERN } from '../money/exchange-rate'
import { PayoutCurrencySchema } from '../money/payout-currency-schema'

export const RateTextSchema = z.string(RATE_MESSAGES.format).check(
  z.trim(),
  z.regex(RATE_PATTERN, RATE_MESSAGES.format),
  z.refine((text) => /[1-9]/.test(text), RATE_MESSAGES.format),
)

export const MarginBpsSchema = z.int(RATE_MESSAGES.margin).check(z.minimum(0, RATE_MESSAGES.margin), z.maximum(MAX_MARGIN_BPS, RATE_MESSAGES.margin))

/** Who made a staff decision, as it is recorded and shown (who, when and why). */
const DecisionMakerSchema = z.object({ id: z.string(), name: z.string() })

/** A destination's rate into one payout currency, as admins see it (margins are never sent to anyone else). */
export const ExchangeRateSchema = z.object({
  countryId: CountryIdSchema,
  currency: PayoutCurrencySchema,
  /** Mid-market units of `currency` per US dollar, an exact decimal. */
  referenceRate: z.string(),
  marginBps: z.int(),
  /** referenceRate less the margin, rounded down to the millionth: what quotes use. */
  customerRate: z.string(),
  setBy: DecisionMakerSchema,
  setAt: z.string(),
  reason: z.string(),
  /** Counts changes; a change names the version it replaces, so two admins cannot overwrite each other unseen. */
  version: z.int(),
})
export type ExchangeRate = z.infer<typeof ExchangeRateSchema>

export const ExchangeRatesSchema = z.object({ items: z.array(ExchangeRateSchema) })
export const ExchangeRateHistorySchema = z.object({ items: z.array(ExchangeRateSchema) })

export const RATE_REASON_MESSAGE = 'Say why the rate changes (3 to 200 characters)'

/** PUT /api/rates/{countryId}/{currency}: a new reference rate and margin, why, and the version it replaces (0 for the first). */
export const SetExchangeRateSchema = z.object({
  referenceRate: RateTextSchema,
  marginBps: MarginBpsSchema,
  reason: z.string(RATE_REASON_MESSAGE).check(z.trim(), z.minLength(3, RATE_REASON_MESSAGE), z.maxLength(200, RATE_REASON_MESSAGE)),
  expectedVersion: z.int('Say which version of the rate you changed').check(z.minimum(0)),
})
export type SetExchangeRate = z.output<typeof SetExchangeRateSchema>

export const RateParamsSchema = z.object({ countryId: CountryIdSchema, currency: PayoutCurrencySchema })
