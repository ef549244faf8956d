import { Trans } from '@lingui/react/macro'
import type { KeyboardEvent } from 'react'
import type { PayoutCurrency } from '../../../../../shared/money/currencies'
import { rateLabel } from '../../../../../shared/money/exchange-rate'
import type { CountryQuote } from './country-quote'
import type { useAmountQuote } from './use-amount-quote'
import type { useReceiveAmount } from './use-receive-amount'

interface AmountFieldProps {
  /** The form's id prefix (useId). */
  ids: string
  amount: ReturnType<typeof useAmountQuote>
  /** Why the amount cannot be sent, in the reader's language. */
  message: string | undefined
}

/** Amount to Send, in dollars: its fees are worked out when typing pauses; why an amount cannot be sent shows when the field is left or Enter pressed. */
export function AmountField({ ids, amount, message }: AmountFieldProps) {
  const messageId = `${ids}-amount-error`
  const hintId = `${ids}-amount-hint`
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') amount.compute()
  }
  return (
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
          value={amount.amount}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${hintId} ${messageId}` : hintId}
          onChange={(event) => amount.type(event.target.value)}
          onFocus={amount.prepare}
          onBlur={amount.compute}
          onKeyDown={onKeyDown}
        />
        <span className="country-transfer__currency" aria-hidden="true">
          USD
        </span>
      </div>
      <p id={hintId} className="field__hint">
        <Trans>Fees and today's rate are worked out as you type.</Trans>
      </p>
      {message ? (
        <p id={messageId} className="field__error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  )
}

interface RecipientGetsFieldProps {
  ids: string
  currency: PayoutCurrency
  /** The quote's figure, as text ('' until known). */
  value: string
  quote: CountryQuote
  /** Typing in it: the amount to send is worked out from it (use-receive-amount). */
  receive: ReturnType<typeof useReceiveAmount>
}

/** Recipient Gets: the quote's figure, or typed in to send by what they receive; the rate under it. */
export function RecipientGetsField({ ids, currency, value, quote, receive }: RecipientGetsFieldProps) {
  const messageId = `${ids}-gets-error`
  const hintId = `${ids}-gets-hint`
  return (
    <div className="field">
      <label htmlFor={`${ids}-gets`} className="field__label">
        <Trans>Recipient Gets</Trans>
      </label>
      <div className="country-transfer__money">
        <input
          id={`${ids}-gets`}
          className="field__input country-transfer__money-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={currency === 'USD' ? '0.00' : '—'}
          value={receive.typed ?? value}
          aria-invalid={receive.message ? true : undefined}
          aria-describedby={receive.message ? `${hintId} ${messageId}` : hintId}
          onChange={(event) => receive.type(event.target.value)}
          onBlur={receive.leave}
        />
        <span className="country-transfer__currency" aria-hidden="true">
          {currency}
        </span>
      </div>
      <p id={hintId} className="field__hint">
        <Trans>Or type what they should get: we work out what you send.</Trans>
      </p>
      {receive.message ? (
        <p id={messageId} className="field__error" role="alert">
          {receive.message}
        </p>
      ) : null}
      <RateHint currency={currency} state={quote} />
    </div>
  )
}

/** The rate under Recipient Gets: none for dollars, else the quote's, its progress or why there is none. */
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
  // Dollars paid out as dollars exchange nothing: '1 USD = 1.0 USD' read like a rate being charged.
  if (currency === 'USD') {
    return (
      <p className="field__hint">
        <Trans>No exchange: your recipient is paid in US dollars</Trans>
      </p>
    )
  }
  if (state.status === 'ready') {
    const rate = rateLabel(state.quote.rate, state.quote.payoutCurrency)
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
