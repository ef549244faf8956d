import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { amountRangeOf } from '../../../../../shared/transfers/limits'
import { Link } from 'react-router'
import { ButtonLink } from '../../../components/button/button'
import { Spinner } from '../../../components/spinner/spinner'
import { paths } from '../../../config/paths'
import { pageTitle } from '../../../config/site'
import { loadChunk } from '../../../lib/lazy-route'
import { useDocumentTitle } from '../../../hooks/use-document-title'
import { lazyModule, useLazyModule } from '../../../lib/lazy-module'
import { EXCHANGE_RATE_LABEL, REDUCED_FEE_PERCENT, reducedRateNudge } from '../../../../../shared/money/fees'
import { formatUsd, fromCents } from '../../../../../shared/money/money'
import { useCountry, type CountryDetails } from '../api/get-country'
import { filterAmountText } from '../amount-text'
import type { AmountQuote } from '../transfer-amount'
import '../../../components/form/form.css'
import './country-transfer.css'
import { TRANSFER_METHOD_LABEL, LOAD_ERROR_TITLE } from '../transfer-texts'
import { visitorMessage } from '../../../lib/api-error'

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
  useDocumentTitle(pageTitle(country ? `Send money to ${country.countryName}` : 'Send money'))

  if (error) return <LoadError message={visitorMessage(error)} />
  if (isLoading || !country) return <LoadingCountry />
  return <TransferForm country={country} />
}

function LoadingCountry() {
  return (
    <div className="country-transfer">
      <Spinner label="Loading country…" />
    </div>
  )
}

// The error's box and popup (ErrorBox, Modal): loaded when the country fails to load,
// not with every visit to the page.
const loadErrorView = lazyModule(() => import('./country-load-error'))

/**
 * Spec 8's load error (see CountryLoadError); the loading spinner stays while its code arrives. When
 * that code cannot arrive either (the network is down), the message and the link home are shown in
 * the page without the popup.
 */
function LoadError({ message }: { message: string }) {
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
        <p className="country-transfer__title">{LOAD_ERROR_TITLE}</p>
        <p>{message}</p>
        <Link to={paths.home.getHref()}>Back to home</Link>
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
  const [amount, setAmount] = useState('')
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

  const quoted = result.kind === 'quoted' ? result : undefined
  // Issue 15: near the threshold, sending a little more costs less in fees; say so.
  const nudge = quoted ? reducedRateNudge(quoted.fees.amountCents) : undefined
  const message = result.kind === 'invalid' ? result.message : undefined
  const messageId = `${ids}-amount-error`
  const hintId = `${ids}-amount-hint`

  return (
    <div className="country-transfer">
      <div className="container country-transfer__inner">
        <section className="country-transfer__card" aria-labelledby={`${ids}-title`}>
          <header className="country-transfer__header">
            <img className="country-transfer__flag" src={country.image} alt={`${country.countryName} flag`} width={60} height={40} decoding="async" />
            <h1 id={`${ids}-title`} className="country-transfer__title">
              Send to {country.countryName}
            </h1>
          </header>

          <div className="country-transfer__fields">
            <div className="field">
              <label htmlFor={`${ids}-destination`} className="field__label">
                Destination
              </label>
              <select id={`${ids}-destination`} className="field__input field__select" defaultValue={country.id}>
                <option value={country.id}>{country.countryName}</option>
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${ids}-method`} className="field__label">
                Transfer method
              </label>
              <select id={`${ids}-method`} className="field__input field__select" defaultValue="card">
                <option value="card">{TRANSFER_METHOD_LABEL}</option>
              </select>
            </div>

            <div className="field">
              <label htmlFor={`${ids}-amount`} className="field__label">
                Amount to Send
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
                  onBlur={computeQuote}
                  onKeyDown={onAmountKeyDown}
                />
                <span className="country-transfer__currency" aria-hidden="true">
                  USD
                </span>
              </div>
              <p id={hintId} className="field__hint">
                Fees are worked out when you leave this field.
              </p>
              {message ? (
                <p id={messageId} className="field__error" role="alert">
                  {message}
                </p>
              ) : null}
            </div>

            <div className="field">
              <label htmlFor={`${ids}-gets`} className="field__label">
                Recipient Gets
              </label>
              <div className="country-transfer__money">
                <input
                  id={`${ids}-gets`}
                  className="field__input country-transfer__money-input"
                  type="text"
                  readOnly
                  tabIndex={-1}
                  placeholder="0.00"
                  value={amount}
                />
                <span className="country-transfer__currency" aria-hidden="true">
                  USD
                </span>
              </div>
              <p className="field__hint">Exchange rate: {EXCHANGE_RATE_LABEL}</p>
            </div>
          </div>

          <div role="group" aria-label="Transfer summary" aria-live="polite">
            <dl className="country-transfer__summary">
              <div className="country-transfer__summary-row">
                <dt>Transfer fee{quoted ? ` (${quoted.ratePercent}%)` : ''}</dt>
                <dd>{quoted ? formatUsd(quoted.fees.feeCents) : '—'}</dd>
              </div>
              <div className="country-transfer__summary-row country-transfer__summary-row--total">
                <dt>Total to pay</dt>
                <dd>{quoted ? formatUsd(quoted.fees.totalCents) : '—'}</dd>
              </div>
            </dl>
            {nudge !== undefined ? (
              <p className="country-transfer__nudge">
                Send {formatUsd(nudge)} or more and the fee is {REDUCED_FEE_PERCENT}%.
              </p>
            ) : null}
          </div>

          {quoted && quoted.fees.amountCents > 0 ? (
            <ButtonLink
              to={paths.senderDetails.getHref(country.id, {
                inputValue: String(fromCents(quoted.fees.amountCents)),
                fees: String(fromCents(quoted.fees.feeCents)),
                total: String(fromCents(quoted.fees.totalCents)),
              })}
              variant="primary"
              size="lg"
              className="country-transfer__continue"
            >
              Continue to Send Money
            </ButtonLink>
          ) : (
            // Spec 5: disabled, its link goes to #.
            <a
              href="#"
              aria-disabled="true"
              className="button button--primary button--lg country-transfer__continue country-transfer__continue--disabled"
              onClick={(event) => event.preventDefault()}
            >
              Continue to Send Money
            </a>
          )}
        </section>
      </div>
    </div>
  )
}
