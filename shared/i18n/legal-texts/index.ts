import type { Locale } from '../locales'
import type { DisclosureRowKey } from '../../rates/disclosure-rows'
import { am } from './am'
import { en } from './en'
import { so } from './so'
import { sw } from './sw'
import { tr } from './tr'
import type { LegalTexts } from './types'

export type { CardRef, LegalTexts, RegulatorKind } from './types'

const TEXTS: Record<Locale, LegalTexts> = { en, so, sw, am, tr }

/** The legal texts in `locale` (issue 19); English is also what every shared English constant says. */
export const legalTexts = (locale: Locale): LegalTexts => TEXTS[locale]

/** A disclosure row's label in `texts`: the amount in the payout currency names `currency`. */
export function disclosureLabel(texts: LegalTexts, key: DisclosureRowKey, currency: string): string {
  const label = texts.disclosureLabels[key]
  return typeof label === 'string' ? label : label(currency)
}
