import { Trans, useLingui } from '@lingui/react/macro'
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

/** The country page's selects: the destination and card (one option each), how the money is received and in which currency. */
export function CountryChoices({ ids, countryId, name, currency, paymentType, onChoose }: CountryChoicesProps) {
  const { i18n } = useLingui()
  return (
    <>
      <div className="field">
        <label htmlFor={`${ids}-destination`} className="field__label">
          <Trans>Destination</Trans>
        </label>
        <select id={`${ids}-destination`} className="field__input field__select" defaultValue={countryId}>
          <option value={countryId}>{name}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${ids}-method`} className="field__label">
          <Trans>Transfer method</Trans>
        </label>
        <select id={`${ids}-method`} className="field__input field__select" defaultValue="card">
          <option value="card">{i18n._(TRANSFER_METHOD_LABEL)}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${ids}-receive`} className="field__label">
          <Trans>How they receive it</Trans>
        </label>
        <select
          id={`${ids}-receive`}
          className="field__input field__select"
          value={paymentType}
          onChange={(event) => onChoose({ currency, paymentType: event.target.value as PaymentType })}
        >
          {paymentTypesOf(countryId).map((type) => (
            <option key={type} value={type}>
              {optionLabel(type)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${ids}-currency`} className="field__label">
          <Trans>They receive in</Trans>
        </label>
        <select
          id={`${ids}-currency`}
          className="field__input field__select"
          value={currency}
          onChange={(event) => onChoose({ currency: event.target.value as PayoutCurrency, paymentType })}
        >
          {payoutCurrenciesOf(countryId).map((code) => (
            <option key={code} value={code}>
              {currencyChoiceLabel(code)}
            </option>
          ))}
        </select>
      </div>
    </>
  )
}
