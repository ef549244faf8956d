import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { deliverySpeed } from '../../../../../shared/rates/date-available'
import { paymentTypesOf } from '../../../../../shared/transfers/payout-methods'
import type { PaymentType } from '../../../../../shared/transfers/transfer-options'
import { optionLabel } from '../transfer-texts'

/**
 * How long each way of collecting takes in `countryId`, by the rule that dates every quote
 * (shared/rates/date-available.ts): advertising promises what the disclosure will say, never "instant".
 * Same-day methods share one line; a bank transfer says its business days.
 */
export function useDeliverySpeeds(countryId: string): { sameDay: string | undefined; bank: string | undefined } {
  const { t, i18n } = useLingui()
  const types = paymentTypesOf(countryId)
  const sameDayTypes = types.filter((type) => deliverySpeed(countryId, type).kind === 'same-day')
  const names = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(sameDayTypes.map((type: PaymentType) => optionLabel(type, i18n)))
  const bank = types.includes('Bank Transfer') ? deliverySpeed(countryId, 'Bank Transfer') : undefined
  const days = bank?.kind === 'business-days' ? bank.days : 0
  const bankName = optionLabel('Bank Transfer', i18n)
  return {
    sameDay: sameDayTypes.length > 0 ? t`${names}: same day` : undefined,
    bank: bank ? t`${bankName}: ${plural(days, { one: 'next business day', other: '# business days' })}` : undefined,
  }
}
