import { DESTINATIONS } from '../../../../../shared/countries/destinations'
import type { PaymentType } from '../../../../../shared/transfers/transfer-options'
import { optionLabel } from '../../../entities/transfer/transfer-texts'
import { countryName } from '../../../lib/format'

/** A payout queue's name, as every Payouts screen writes it: 'Kenya · Mobile Money' (in the reader's language). */
export const queueName = (queue: { countryId: string; paymentType: PaymentType }): string =>
  `${countryName(queue.countryId, DESTINATIONS.find((d) => d.id === queue.countryId)?.countryName ?? queue.countryId)} · ${optionLabel(queue.paymentType)}`
