import { Trans, useLingui } from '@lingui/react/macro'
import { defaultPayoutCurrency, payoutCurrenciesOf, type PayoutCurrency } from '../../../../../shared/money/currencies'
import { amountRangeOf } from '../../../../../shared/transfers/limits'
import { paymentTypesOf } from '../../../../../shared/transfers/payout-methods'
import type { PaymentType } from '../../../../../shared/transfers/transfer-options'
import { ButtonLink } from '../../../components/button/button'
import { ErrorBox } from '../../../components/error-box/error-box'
import { Spinner } from '../../../components/spinner/spinner'
import { paths } from '../../../config/paths'
import { pageTitle } from '../../../config/site'
import { useDocumentTitle } from '../../../hooks/use-document-title'
import { useCountry } from '../../../entities/transfer/api/get-country'
import { amountFromQuery } from '../../../entities/transfer/transfer-amount'
import { CountryLoadError } from './country-load-error'
import { MoneyTransferWizard } from './money-transfer-wizard'
import type { WizardPrefill } from './use-wizard-prefill'
import './send-page.css'
import './money-transfer.css'
import { NO_AMOUNT_TITLE } from '../../../entities/transfer/transfer-texts'
import { visitorMessage } from '../../../lib/api-error'
import { countryName } from '../../../lib/format'

export interface MoneyTransferPageProps {
  /** The destination's id from the URL. */
  countryId: string
  /** `?inputValue=` carried from the country transfer page. */
  inputValue: string | null
  /** `?currency=` and `?paymentType=`: a value the destination does not offer is ignored. */
  currency: string | null
  paymentType: string | null
  /** `?recipient=` (a saved recipient's id) or `?again=` (a transfer's id): "Send again" fills the form from it. */
  prefill?: WizardPrefill
}

const chosenCurrency = (countryId: string, currency: string | null): PayoutCurrency =>
  payoutCurrenciesOf(countryId).find((offered) => offered === currency) ?? defaultPayoutCurrency(countryId)
const chosenPaymentType = (countryId: string, paymentType: string | null): PaymentType | undefined =>
  paymentTypesOf(countryId).find((type) => type === paymentType)

/**
 * Spec 2.1/2.4 `/country/sender-details/{id}?inputValue=&fees=&total=`: the destination and the
 * amount, then the wizard. Fees and total are worked out again from the amount (the URL is not
 * trusted); without a sendable amount the sender goes back to the transfer page.
 */
export function MoneyTransferPage({ countryId, inputValue, currency, paymentType, prefill }: MoneyTransferPageProps) {
  const { t, i18n } = useLingui()
  const { data: country, error, isLoading } = useCountry(countryId)
  const name = country ? countryName(country.id, country.countryName) : undefined
  useDocumentTitle(pageTitle(name !== undefined ? t`Send money to ${name}` : t`Send money`))

  if (error) return <CountryLoadError message={visitorMessage(error)} />
  if (isLoading || !country) {
    return (
      <div className="send-page">
        <Spinner label={t`Loading country…`} />
      </div>
    )
  }
  const amountCents = amountFromQuery(inputValue, amountRangeOf(country))
  return (
    <div className="send-page">
      <div className="container money-transfer__inner">
        <section className="send-page__card money-transfer__card" aria-labelledby="money-transfer-title">
          <header className="send-page__header">
            <img className="send-page__flag" src={country.image} alt={t`${name} flag`} width={60} height={40} />
            <div>
              <h1 id="money-transfer-title" className="send-page__title">
                <Trans>Money Transfer</Trans>
              </h1>
              <p className="money-transfer__subtitle">
                <Trans>Send to {name}</Trans>
              </p>
            </div>
          </header>
          {amountCents === undefined ? (
            <ErrorBox
              title={i18n._(NO_AMOUNT_TITLE)}
              message={t`The amount to send is missing or not valid. Enter it on the transfer page, then continue.`}
            >
              <ButtonLink to={paths.countryTransfer.getHref(country.id)} variant="secondary">
                <Trans>Enter the amount</Trans>
              </ButtonLink>
            </ErrorBox>
          ) : (
            <MoneyTransferWizard
              country={country}
              amountCents={amountCents}
              currency={chosenCurrency(country.id, currency)}
              paymentType={chosenPaymentType(country.id, paymentType)}
              {...(prefill ? { prefill } : {})}
            />
          )}
        </section>
      </div>
    </div>
  )
}
