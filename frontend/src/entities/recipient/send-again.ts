import { computeFees } from '../../../../shared/money/fees'
import type { Recipient } from '../../../../shared/recipients/recipient-schemas'
import type { Transfer } from '../../../../shared/transfers/transfer-schemas'
import { paths } from '../../config/paths'

/** Dollars with two places, as the send flow's URL carries them ('25.00'). */
const dollars = (cents: number) => (cents / 100).toFixed(2)

function senderDetailsHref(
  countryId: string,
  amountCents: number,
  extra: { currency?: string; paymentType: string; recipient?: string; again?: string },
) {
  const { feeCents, totalCents } = computeFees(amountCents)
  return paths.senderDetails.getHref(countryId, {
    inputValue: dollars(amountCents),
    fees: dollars(feeCents),
    total: dollars(totalCents),
    ...extra,
  })
}

/**
 * "Send again" on a transfer: the send flow at the same destination, amount, payout currency and
 * method, with the wizard filled from this transfer's recipient (or from `recipient`, the saved
 * recipient it went to). The amount is quoted again: the transfer's old quote is never reused.
 */
export function sendAgainHref(transfer: Transfer, recipient?: Pick<Recipient, 'id'>): string {
  return senderDetailsHref(transfer.countryId, transfer.amountCents, {
    currency: transfer.payout.currency,
    paymentType: transfer.paymentType,
    ...(recipient ? { recipient: recipient.id } : { again: transfer.id }),
  })
}
