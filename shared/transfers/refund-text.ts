import { formatUsd } from '../money/money'

/**
 * The refund line every screen and e-mail shows for a cancelled transfer. The money goes back through
 * the card processor, outside this product: the line says the refund was issued, and to which card.
 */
export function refundText(refundCents: number, card: { brand: string; last4: string }): string {
  return `Refund of ${formatUsd(refundCents)} issued to ${card.brand} ending ${card.last4}`
}
