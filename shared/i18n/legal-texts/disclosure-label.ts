import type { DisclosureRowKey } from '../../rates/disclosure-row-keys'
import type { LegalTexts } from './types'

/** A disclosure row's label in `texts`: the amount in the payout currency names `currency`. */
export function disclosureLabel(texts: LegalTexts, key: DisclosureRowKey, currency: string): string {
  const label = texts.disclosureLabels[key]
  return typeof label === 'string' ? label : label(currency)
}
