import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode, SelectHTMLAttributes } from 'react'
import { payoutCurrenciesOf, type PayoutCurrency } from '../../../../../shared/money/currencies'
import type { PaymentType } from '../../../../../shared/transfers/transfer-options'
import { paymentTypesOf } from '../../../../../shared/transfers/payout-methods'
import { currencyChoiceLabel } from '../../../lib/format'
import { optionLabel, TRANSFER_METHOD_LABEL } from '../../../entities/transfer/transfer-texts'

interface CountryChoice {
  currency: PayoutCurrency
  paymentType: PaymentType
}

interface CountryChoicesProps extends CountryChoice {
  /** The form's id prefix (useId). */
  ids: string
  countryId: string
  name: string
  onChoose: (choice: CountryChoice) => void
}

/** A labelled select of the page's form. */
function ChoiceField({ id, label, children, ...select }: SelectHTMLAttributes<HTMLSelectElement> & { id: string; label: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select id={id} className="field__input field__select" {...select}>
        {children}
      </select>
    </div>
  )
}

/** The country page's selects: the destination and card (one option each), how the money is received and in which currency. */
export function CountryChoices({ ids, countryId, name, currency, paymentType, onChoose }: CountryChoicesProps) {
  const { i18n } = useLingui()
  return (
    <>
      <ChoiceField id={`${ids}-destination`} label={<Trans>Destination</Trans>} defaultValue={countryId}>
        <option value={countryId}>{name}</option>
      </ChoiceField>
      <ChoiceField id={`${ids}-method`} label={<Trans>Transfer method</Trans>} defaultValue="card">
        <option value="card">{i18n._(TRANSFER_METHOD_LABEL)}</option>
      </ChoiceField>
      <ChoiceField
        id={`${ids}-receive`}
        label={<Trans>How they receive it</Trans>}
        value={paymentType}
        onChange={(event) => onChoose({ currency, paymentType: event.target.value as PaymentType })}
      >
        {paymentTypesOf(countryId).map((type) => (
          <option key={type} value={type}>
            {optionLabel(type)}
          </option>
        ))}
      </ChoiceField>
      <ChoiceField
        id={`${ids}-currency`}
        label={<Trans>They receive in</Trans>}
        value={currency}
        onChange={(event) => onChoose({ currency: event.target.value as PayoutCurrency, paymentType })}
      >
        {payoutCurrenciesOf(countryId).map((code) => (
          <option key={code} value={code}>
            {currencyChoiceLabel(code)}
          </option>
        ))}
      </ChoiceField>
    </>
  )
}
