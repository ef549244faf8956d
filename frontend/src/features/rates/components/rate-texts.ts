import { DESTINATIONS } from '../../../../../shared/countries/destinations'
import { countryName, formatDate } from '../../../lib/format'
import { intlLocale } from '../../../lib/i18n/i18n'

/** The destination's name in the reader's language (the spec's English name in English). */
export const destinationName = (id: string) => countryName(id, DESTINATIONS.find((country) => country.id === id)?.countryName ?? id)

/** Basis points as a percentage with 2 decimals ('1.50%' in English). */
export const percent = (bps: number) =>
  new Intl.NumberFormat(intlLocale(), { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(bps / 10_000)

/** A change in basis points as a signed percentage ('+1.55%', '−90.00%', '0.00%'). */
export const signedPercent = (bps: number) =>
  new Intl.NumberFormat(intlLocale(), { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(
    bps / 10_000,
  )

export const when = (iso: string) => formatDate(iso, 'dateTime')
