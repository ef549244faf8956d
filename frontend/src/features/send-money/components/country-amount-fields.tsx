import { Trans } from '@lingui/react/macro'
import type { KeyboardEvent, ReactNode } from 'react'
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

interface MoneyFieldProps {
  /** The input's id; its hint and error ids follow from it. */
  id: string
  label: ReactNode
  /** The currency named after the input. */
  currency: string
  hint: ReactNode
  /** Why the figure cannot be used, in the reader's language. */
  message: string | undefined
  placeholder: string
  value: string
  onType: (text: string) => void
  onFocus?: () => void
  onBlur: () => void
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void
  /** What follows the error (the rate under Recipient Gets). */
  children?: ReactNode
}

/** An amount typed in a currency, with its hint and why it cannot be used: Amount to Send and Recipient Gets look and read alike. */
function MoneyField({ id, label, currency, hint, message, placeholder, value, onType, onFocus, onBlur, onKeyDown, children }: MoneyFieldProps) {
  const messageId = `${id}-error`
  const hintId = `${id}-hint`
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="country-transfer__money">
        <input
          id={id}
          className="field__input country-transfer__money-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${hintId} ${messageId}` : hintId}
          onChange={(event) => onType(event.target.value)}
          onFocus={onFocus}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
        />
        <span className="country-transfer__currency" aria-hidden="true">
          {currency}
        </span>
      </div>
      <p id={hintId} className="field__hint">
        {hint}
      </p>
      {message ? (
        <p id={messageId} className="field__error" role="alert">
          {message}
        </p>
      ) : null}
      {children}
    </div>
  )
}

/** Amount to Send, in dollars: its fees are worked out when typing pauses; why an amount cannot be sent shows when the field is left or Enter pressed. */
export function AmountField({ ids, amount, message }: AmountFieldProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') amount.compute()
  }
  return (
    <MoneyField
      id={`${ids}-amount`}
      label={<Trans>Amount to Send</Trans>}
      currency="USD"
      hint={<Trans>Fees and today's rate are worked out as you type.</Trans>}
      message={message}
      placeholder="0.00"
      value={amount.amount}
      onType={amount.type}
      onFocus={amount.prepare}
      onBlur={amount.compute}
      onKeyDown={onKeyDown}
    />
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
  return (
    <MoneyField
      id={`${ids}-gets`}
      label={<Trans>Recipient Gets</Trans>}
      currency={currency}
      hint={<Trans>Or type what they should get: we work out what you send.</Trans>}
      message={receive.message}
      placeholder={currency === 'USD' ? '0.00' : '—'}
      value={receive.typed ?? value}
      onType={receive.type}
      onBlur={receive.leave}
    >
      <RateHint currency={currency} state={quote} />
    </MoneyField>
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
