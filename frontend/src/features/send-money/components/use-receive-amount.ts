import { useEffect, useRef, useState } from 'react'
import { CURRENCY_DIGITS, type PayoutCurrency } from '../../../../../shared/money/currencies'
import type { PaymentType } from '../../../../../shared/transfers/transfer-options'
import { ApiError } from '../../../lib/api-error'
import { i18n } from '../../../lib/i18n/i18n'
import { serverText } from '../../../lib/i18n/server-text'
import { QUOTE_FALLBACK_MESSAGE } from '../../../entities/transfer/transfer-texts'
import type { useAmountQuote } from './use-amount-quote'

/** As for the amount sent: a quote per pause in typing, not per key. */
const RECEIVE_PAUSE_MS = 400

/** Digits and at most the currency's own decimals, as typed; anything else leaves the text as it was. */
function receiveText(typed: string, previous: string, currency: PayoutCurrency): string {
  const digits = CURRENCY_DIGITS[currency]
  const pattern = digits > 0 ? new RegExp(`^\\d*(?:\\.\\d{0,${digits}})?$`) : /^\d*$/
  return pattern.test(typed) ? typed : previous
}

/**
 * Recipient Gets, typed in ("send by what they receive"): after a pause, the server quotes by that
 * amount and answers the fewest dollars that pay it (shared/money/exchange-rate.ts sendCentsFor),
 * which become the amount to send; from there the page quotes and continues as for an amount typed.
 * Dollars are 1:1, so the amount sent follows at once. While the field is being typed in it shows
 * the text typed; once left, the quote's figure (at least that much, rounded down as every payout).
 */
export function useReceiveAmount(amount: ReturnType<typeof useAmountQuote>, countryId: string, currency: PayoutCurrency, paymentType: PaymentType) {
  const [typed, setTyped] = useState<string>()
  const [message, setMessage] = useState<string>()
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined)
  const inFlight = useRef<AbortController>(undefined)
  useEffect(
    () => () => {
      clearTimeout(pause.current)
      inFlight.current?.abort()
    },
    [],
  )

  const send = (dollars: string) => {
    amount.type(dollars)
    amount.compute()
  }

  const ask = async (text: string) => {
    const controller = new AbortController()
    inFlight.current = controller
    try {
      const { requestReceiveQuote } = amount.rules ?? (await amount.load())
      const quote = await requestReceiveQuote(
        { countryId, receiveAmount: Number(text), payoutCurrency: currency, paymentType },
        { signal: controller.signal },
      )
      if (inFlight.current === controller) send(String(quote.amount))
    } catch (error) {
      if (controller.signal.aborted || inFlight.current !== controller) return
      const refusal = error instanceof ApiError ? error.fields?.receiveAmount : undefined
      setMessage(
        refusal !== undefined
          ? serverText(refusal)
          : error instanceof ApiError && error.status !== 0
            ? error.message
            : i18n._(QUOTE_FALLBACK_MESSAGE),
      )
    } finally {
      if (inFlight.current === controller) inFlight.current = undefined
    }
  }

  return {
    /** The text being typed, else undefined (the field shows the quote's figure). */
    typed,
    /** Why that amount cannot be received, in the reader's language. */
    message,
    type: (text: string) => {
      const next = receiveText(text, typed ?? '', currency)
      setTyped(next)
      setMessage(undefined)
      clearTimeout(pause.current)
      inFlight.current?.abort()
      if (!(Number(next) > 0)) return
      if (currency === 'USD') send(next)
      else pause.current = setTimeout(() => void ask(next), RECEIVE_PAUSE_MS)
    },
    /** The field left: it shows the quote's figure again. */
    leave: () => setTyped(undefined),
  }
}
