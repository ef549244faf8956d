import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { amountRangeOf } from '../../../../../shared/transfers/limits'
import { Link } from 'react-router'
import { ButtonLink } from '../../../components/button/button'
import { Spinner } from '../../../components/spinner/spinner'
import { paths } from '../../../config/paths'
import { pageTitle } from '../../../config/site'
import { loadChunk } from '../../../lib/lazy-route'
import { useDocumentTitle } from '../../../hooks/use-document-title'
import { lazyModule, useLazyModule } from '../../../lib/lazy-module'
import { REDUCED_FEE_PERCENT, reducedRateNudge } from '../../../../../shared/money/fees'
import { decimalToMinor, defaultPayoutCurrency, payoutCurrenciesOf, type PayoutCurrency } from '../../../../../shared/money/currencies'
import { rateLabel } from '../../../../../shared/money/exchange-rate'
import { formatDateAvailable } from '../../../../../shared/rates/disclosure'
import { PAYMENT_TYPES, type PaymentType } from '../../../../../shared/transfers/transfer-options'
import { paymentTypesOf } from '../../../../../shared/transfers/payout-methods'
import { countryQuote, type CountryQuote } from './country-quote'
import { useQuote } from '../api/use-quote'
import { fromCents } from '../../../../../shared/money/money'
import { useCountry, type CountryDetails } from '../api/get-country'
import { filterAmountText } from '../amount-text'
import type { AmountQuote } from '../transfer-amount'
import '../../../components/form/form.css'
import './country-transfer.css'
import { LOAD_ERROR_TITLE, optionLabel, TRANSFER_METHOD_LABEL } from '../transfer-texts'
import { visitorMessage } from '../../../lib/api-error'
import { useSession } from '../../../lib/session/session-provider'
import { countryName, currencyChoiceLabel, formatMinorNumber, formatUsd } from '../../../lib/format'
import { intlLocale } from '../../../lib/i18n/i18n'
import { serverText } from '../../../lib/i18n/server-text'

export interface CountryTransferProps {
  /** The destination's id from the URL, e.g. 'ke'. */
  countryId: string
}

/**
 * Spec 2.4, the country transfer page: loading, error (spec 8: a popup with a link home, and the
 * message in the page) or the transfer form.
 */
export function CountryTransfer({ countryId }: CountryTransferProps) {
  const { data: country, error, isLoading } = useCountry(countryId)
  const { t } = useLingui()
  const name = country ? countryName(country.id, country.countryName) : undefined
  useDocumentTitle(pageTitle(name !== undefined ? t`Send money to ${name}` : t`Send money`))

  if (error) return <LoadError message={visitorMessage(error)} />
  if (isLoading || !country) return <LoadingCountry />
  return <TransferForm country={country} />
}

function LoadingCountry() {
  const { t } = useLingui()
  return (
    <div className="country-transfer">
      <Spinner label={t`Loading country…`} />
    </div>
  )
}

// The error's box and popup (ErrorBox, Modal): loaded when the country fails to load,
// not with every visit to the page.
const loadErrorView = lazyModule(() => import('./country-load-error'))
// Issue 17: a signed-in sender's remaining limit; its own chunk, so a signed-out visitor never loads it.
const SendingLimitNotice = lazy(() => import('./sending-limit-notice'))

/**
 * Spec 8's load error (see CountryLoadError); the loading spinner stays while its code arrives. When
 * that code cannot arrive either (the network is down), the message and the link home are shown in
 * the page without the popup.
 */
function LoadError({ message }: { message: string }) {
  const { i18n } = useLingui()
  const [view, loadView] = useLazyModule(loadErrorView)
  const [offline, setOffline] = useState(false)
  useEffect(() => {
    if (!view) loadView().catch(() => setOffline(true))
  }, [view, loadView])
  if (view) return <view.CountryLoadError message={message} />
  if (!offline) return <LoadingCountry />
  return (
    <div className="country-transfer">
      <div role="alert" className="container country-transfer__inner">
        <p className="country-transfer__title">{i18n._(LOAD_ERROR_TITLE)}</p>
        <p>{message}</p>
        <Link to={paths.home.getHref()}>
          <Trans>Back to home</Trans>
        </Link>
      </div>
    </div>
  )
}

// The amount's rule (the shared amountSchema, zod) and the fee quote: loaded when the amount field
// is first focused, not with the page. A chunk that does not arrive is the error page's
// "Loading chunk failed", as for a page's own chunk.
const amountRules = lazyModule(() => loadChunk(() => import('../transfer-amount')))

function TransferForm({ country }: { country: CountryDetails }) {
  const ids = useId()
  const { t, i18n } = useLingui()
  const name = countryName(country.id, country.countryName)
  const [amount, setAmount] = useState('')
  const signedIn = Boolean(useSession().user)
  const currencies = payoutCurrenciesOf(country.id)
  const [currency, setCurrency] = useState<PayoutCurrency>(() => defaultPayoutCurrency(country.id))
  const [paymentType, setPaymentType] = useState<PaymentType>(PAYMENT_TYPES[0])
  // Computed when the amount field loses focus (spec 4); cleared while it is edited again.
  const [result, setResult] = useState<AmountQuote>({ kind: 'empty' })
  const [rules, loadRules] = useLazyModule(amountRules)
  const [rulesFailure, setRulesFailure] = useState<unknown>()
  /** The text typed last, so a quote whose rules arrive after a new edit is dropped. */
  const latestAmount = useRef(amount)

  const computeQuote = () => {
    if (rules) {
      setResult(rules.quoteAmount(amount, amountRangeOf(country)))
      return
    }
    const text = amount
    loadRules().then(
      (loaded) => {
        if (latestAmount.current === text) setResult(loaded.quoteAmount(text, amountRangeOf(country)))
      },
      (error: unknown) => setRulesFailure(error),
    )
  }
  if (rulesFailure !== undefined) throw rulesFailure
  const onAmountKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') computeQuote()
  }
  /** A new currency or receive method is a new quote for the amount already worked out. */
  const choose = (choice: { currency: PayoutCurrency; paymentType: PaymentType }) => {
    setCurrency(choice.currency)
    setPaymentType(choice.paymentType)
  }

  const quoted = result.kind === 'quoted' ? result : undefined
  // The server's quote for the amount worked out, the currency and the receive method.
  const asked = quoted ? { countryId: country.id, amountCents: quoted.fees.amountCents, payoutCurrency: currency, paymentType } : null
  const quote = countryQuote(useQuote(asked, rules), asked !== null)
  const ready = quote.status === 'ready' && quote.quote.payoutCurrency === currency ? quote.quote : undefined
  // Issue 15: near the threshold, sending a little more costs less in fees; say so.
  const nudge = quoted ? reducedRateNudge(quoted.fees.amountCents) : undefined
  // The shared schema's text (English, maybe with a figure) in the reader's language.
  const message = result.kind === 'invalid' ? (typeof result.message === 'string' ? serverText(result.message) : i18n._(result.message)) : undefined
  const messageId = `${ids}-amount-error`
  const hintId = `${ids}-amount-hint`
  const ratePercent = quoted?.ratePercent
  const nudgeAmount = nudge !== undefined ? formatUsd(nudge) : undefined
  const reducedPercent = REDUCED_FEE_PERCENT
  // US dollars follow the amount as typed (1:1, spec 2.4); another currency shows the quote's figure.
  const recipientGets = currency === 'USD' ? amount : ready ? formatMinorNumber(decimalToMinor(ready.receiveAmount, currency), currency) : ''

  return (
    <div className="country-transfer">
      <div className="container country-transfer__inner">
        <section className="country-transfer__card" aria-labelledby={`${ids}-title`}>
          <header className="country-transfer__header">
            <img className="country-transfer__flag" src={country.image} alt={t`${name} flag`} width={60} height={40} decoding="async" />
            <h1 id={`${ids}-title`} className="country-transfer__title">
              <Trans>Send to {name}</Trans>
            </h1>
          </header>

          <div className="country-transfer__fields">
            <div className="field">
              <label htmlFor={`${ids}-destination`} className="field__label">
                <Trans>Destination</Trans>
              </label>
              <select id={`${ids}-destination`} className="field__input field__select" defaultValue={country.id}>
                <option value={country.id}>{name}</option>
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
                onChange={(event) => choose({ currency, paymentType: event.target.value as PaymentType })}
              >
                {paymentTypesOf(country.id).map((type) => (
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
                onChange={(event) => choose({ currency: event.target.value as PayoutCurrency, paymentType })}
              >
                {currencies.map((code) => (
                  <option key={code} value={code}>
                    {currencyChoiceLabel(code)}
                  </option>
                ))}
              </select>
            </div>

            <div className="field">
              <label htmlFor={`${ids}-amount`} className="field__label">
                <Trans>Amount to Send</Trans>
              </label>
              <div className="country-transfer__money">
                <input
                  id={`${ids}-amount`}
                  className="field__input country-transfer__money-input"
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0.00"
                  value={amount}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${hintId} ${messageId}` : hintId}
                  onChange={(event) => {
                    const next = filterAmountText(event.target.value, amount)
                    if (next !== amount) {
                      latestAmount.current = next
                      setAmount(next)
                      setResult({ kind: 'empty' })
                    }
                  }}
                  onFocus={() => void loadRules().catch(() => undefined)}
                  onBlur={() => computeQuote()}
                  onKeyDown={onAmountKeyDown}
                />
                <span className="country-transfer__currency" aria-hidden="true">
                  USD
                </span>
              </div>
              <p id={hintId} className="field__hint">
                <Trans>Fees are worked out when you leave this field.</Trans>
              </p>
              {message ? (
                <p id={messageId} className="field__error" role="alert">
                  {message}
                </p>
              ) : null}
            </div>

            <div className="field">
              <label htmlFor={`${ids}-gets`} className="field__label">
                <Trans>Recipient Gets</Trans>
              </label>
              <div className="country-transfer__money">
                <input
                  id={`${ids}-gets`}
                  className="field__input country-transfer__money-input"
                  type="text"
                  readOnly
                  tabIndex={-1}
                  placeholder={currency === 'USD' ? '0.00' : '—'}
                  value={recipientGets}
                />
                <span className="country-transfer__currency" aria-hidden="true">
                  {currency}
                </span>
              </div>
              <RateHint currency={currency} state={quote} />
            </div>
          </div>

          {signedIn ? (
            <Suspense fallback={null}>
              <SendingLimitNotice amountCents={quoted?.fees.amountCents} />
            </Suspense>
          ) : null}
          <div role="group" aria-label={t`Transfer summary`} aria-live="polite">
            <dl className="country-transfer__summary">
              <div className="country-transfer__summary-row">
                <dt>{ratePercent !== undefined ? <Trans>Transfer fee ({ratePercent}%)</Trans> : <Trans>Transfer fee</Trans>}</dt>
                <dd>{quoted ? formatUsd(quoted.fees.feeCents) : '—'}</dd>
              </div>
              <div className="country-transfer__summary-row country-transfer__summary-row--total">
                <dt>
                  <Trans>Total to pay</Trans>
                </dt>
                <dd>{quoted ? formatUsd(quoted.fees.totalCents) : '—'}</dd>
              </div>
              <div className="country-transfer__summary-row">
                <dt>
                  <Trans>Money available</Trans>
                </dt>
                <dd>{ready ? formatDateAvailable(ready.dateAvailable, intlLocale()) : '—'}</dd>
              </div>
            </dl>
            {nudge !== undefined ? (
              <p className="country-transfer__nudge">
                <Trans>
                  Send {nudgeAmount} or more and the fee is {reducedPercent}%.
                </Trans>
              </p>
            ) : null}
          </div>

          {quoted && quoted.fees.amountCents > 0 && ready ? (
            <ButtonLink
              to={paths.senderDetails.getHref(country.id, {
                inputValue: String(fromCents(quoted.fees.amountCents)),
                fees: String(fromCents(quoted.fees.feeCents)),
                total: String(fromCents(quoted.fees.totalCents)),
                currency,
                paymentType,
              })}
              variant="primary"
              size="lg"
              className="country-transfer__continue"
            >
              <Trans>Continue to Send Money</Trans>
            </ButtonLink>
          ) : (
            // Spec 5: disabled, its link goes to #; also while the figures are not known yet (issue 15).
            <a
              href="#"
              aria-disabled="true"
              className="button button--primary button--lg country-transfer__continue country-transfer__continue--disabled"
              onClick={(event) => event.preventDefault()}
            >
              <Trans>Continue to Send Money</Trans>
            </a>
          )}
        </section>
      </div>
    </div>
  )
}

/** The rate under Recipient Gets: the spec's 1:1 for dollars, else the quote's, its progress or why there is none. */
function RateHint({ currency, state }: { currency: PayoutCurrency; state: CountryQuote }) {
  if (state.status === 'loading') {
    return (
      <p className="field__hint" role="status">
        <Trans>Getting today's rate…</Trans>
      </p>
    )
  }
  if (state.status === 'failed') {
    return (
      <p className="field__error" role="alert">
        {state.message}
      </p>
    )
  }
  if (state.status === 'ready' || currency === 'USD') {
    const rate = state.status === 'ready' ? rateLabel(state.quote.rate, state.quote.payoutCurrency) : rateLabel('1', 'USD')
    return (
      <p className="field__hint">
        <Trans>Exchange rate: {rate}</Trans>
      </p>
    )
  }
  return (
    <p className="field__hint">
      <Trans>Exchange rate: shown once you enter the amount</Trans>
    </p>
  )
}
