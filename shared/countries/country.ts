import * as z from 'zod/mini'

export const CountryIdSchema = z.string().check(z.regex(/^[a-z]{2}$/, 'Country id must be a two-letter country code'))

/** A destination country (spec 3). `image` is a path on our own origin; `countryCode` is the dial code, digits only. */
export const CountrySchema = z.object({
  id: CountryIdSchema,
  countryName: z.string().check(z.minLength(1)),
  image: z.string().check(z.startsWith('/')),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  countryCode: z.string().check(z.regex(/^\d{1,4}$/)),
})
export type Country = z.infer<typeof CountrySchema>

/**
 * A destination as the API offers it: the country, and the smallest and largest amounts that can be
 * sent to it online in integer cents (today the stage's `MIN_TRANSFER_AMOUNT` and
 * `MAX_TRANSFER_AMOUNT`), so the SPA checks an amount against the figures the server will apply
 * rather than defaults of its own.
 */
export const CountryOfferSchema = z.extend(CountrySchema, {
  minAmountCents: z.int().check(z.positive()),
  maxAmountCents: z.int().check(z.positive()),
})
export type CountryOffer = z.infer<typeof CountryOfferSchema>
