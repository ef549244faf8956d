import { useRef, useState } from 'react'
import type { Quote } from '../../../../../shared/rates/quote'
import { ApiError } from '../../../lib/api-error'
import { i18n } from '../../../lib/i18n/i18n'
import type { QuoteAsk } from '../api/request-quote'
import { QUOTE_FALLBACK_MESSAGE } from '../transfer-texts'

export type CountryQuote =
  /** No sendable amount yet. */
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; quote: Quote }
  /** The server's reason (no rate for that currency, too many quotes) or the fallback. */
  | { status: 'failed'; message: string }

type Requester = (ask: QuoteAsk) => Promise<Quote>

/**
 * The country page's quote (issue 15): asked for each time the amount is worked out or the currency
 * or receive method changes; an answer to an older question is dropped.
 */
export function useCountryQuote() {
  const [state, setState] = useState<CountryQuote>({ status: 'idle' })
  const asked = useRef(0)

  const ask = (request: Requester, question: QuoteAsk) => {
    const turn = ++asked.current
    setState({ status: 'loading' })
    request(question).then(
      (quote) => {
        if (asked.current === turn) setState({ status: 'ready', quote })
      },
      (error: unknown) => {
        if (asked.current !== turn) return
        const message = error instanceof ApiError && error.status !== 0 ? error.message : i18n._(QUOTE_FALLBACK_MESSAGE)
        setState({ status: 'failed', message })
      },
    )
  }

  const clear = () => {
    asked.current++
    setState({ status: 'idle' })
  }

  return { state, ask, clear }
}
