import { useLingui } from '@lingui/react/macro'
import { payoutCurrencyOf } from '../../../../../shared/money/currencies'
import { formatMinor } from '../../../lib/format'

/** An amount of a currency's minor units, with its code ('KES 12,950.00', '$105.00'). */
export const amountOf = (minor: number, currency: string): string => formatMinor(minor, payoutCurrencyOf(currency))

/** A balance as an accountant reads it: the amount and its side (debits less credits: below zero is a credit balance). */
export function Balance({ minor, currency }: { minor: number; currency: string }) {
  const { t } = useLingui()
  if (minor === 0) return <>{amountOf(0, currency)}</>
  return (
    <>
      {amountOf(Math.abs(minor), currency)} <span className="reconciliation__side">{minor > 0 ? t`debit` : t`credit`}</span>
    </>
  )
}
