import { en } from '../i18n/legal-texts/en'
import { formatUsd } from '../money/money'

/**
 * The refund line every screen and e-mail shows for a cancelled transfer. The money goes back through
 * the card processor, outside this product: the line says the refund was issued, and to which card.
 * In English (shared/i18n/legal-texts/en.ts; other languages: `legalTexts(locale).refundText`).
 */
export function refundText(refundCents: number, card: { brand: string; last4: string }): string {
  return en.refundText(formatUsd(refundCents), card)
}
