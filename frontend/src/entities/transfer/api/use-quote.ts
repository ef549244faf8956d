import { useEffect, useRef } from 'react'
import useSWR from 'swr'
import type { Quote } from '../../../../../shared/rates/quote'
import { cacheKeys } from '../../../lib/cache-keys'
import type { QuoteAsk, QuoteRequestOptions } from './request-quote'

/** A quote and when this tab received it: the time left is counted from then, so a wrong clock on the device cannot stretch it. */
export interface LockedQuote {
  quote: Quote
  receivedAt: number
}

/** Milliseconds the quote holds for after it was received: its lifetime as the server set it. */
const lifetimeMs = ({ quote }: LockedQuote): number => Date.parse(quote.expiresAt) - Date.parse(quote.createdAt)
export const remainingMs = (locked: LockedQuote, now = Date.now()): number => Math.max(0, lifetimeMs(locked) - (now - locked.receivedAt))

/**
 * The calls behind a quote, passed in rather than imported: the country page loads them with its
 * amount rules, so its first load carries no route schemas (api/request-quote.ts has them).
 */
export interface QuoteApi {
  requestQuote: (ask: QuoteAsk, options?: QuoteRequestOptions) => Promise<Quote>
}

/** What a screen shows of the rate lock: the quote, why there is none, and a way to ask again. */
export interface QuoteLock {
  locked: LockedQuote | undefined
  error: Error | undefined
  renewing: boolean
  renew: () => void
}

const lockOf = (quote: Quote): LockedQuote => ({ quote, receivedAt: Date.now() })

/**
 * The app's one quote hook, used by the country page, the wizard and Add Customer: the quote for
 * `ask` (null: nothing to quote yet), asked again when the figures change, the moment it expires,
 * and on `renew` (a quote the server refused). Quotes are cached by their figures and by `holder`
 * (lib/cache-keys): the signed-in user a screen's quotes are bound to (`api` asks for theirs), none
 * for the public quotes that only show figures; so a sender who signs in gets a quote of their own,
 * and asking again for figures already quoted shows that quote while it holds. A payment is made at
 * the quote this hook holds and the screen shows: nothing asks for one behind the screen's back.
 */
export function useQuote(ask: QuoteAsk | null, api: QuoteApi | undefined, holder?: string): QuoteLock {
  // The request in flight and its figures: asking for other figures drops it (SWR would ignore its
  // answer under the new key anyway; aborting also frees the connection on a slow network).
  const inFlight = useRef<{ key: string; controller: AbortController }>(undefined)
  const key = ask && api ? cacheKeys.quote(ask, holder) : null
  const { data, error, isValidating, mutate } = useSWR<LockedQuote, Error>(
    key,
    ask && api
      ? async () => {
          const id = JSON.stringify(key)
          if (inFlight.current && inFlight.current.key !== id) inFlight.current.controller.abort()
          const controller = new AbortController()
          inFlight.current = { key: id, controller }
          try {
            return lockOf(await api.requestQuote(ask, { signal: controller.signal }))
          } finally {
            if (inFlight.current.controller === controller) inFlight.current = undefined
          }
        }
      : null,
    // A quote is renewed by its own timer, not by focus or reconnect; a refusal is shown, not retried.
    { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false, shouldRetryOnError: false },
  )

  // Renewed the moment it expires, so the figures on screen are always ones the server will honour.
  useEffect(() => {
    if (!data) return undefined
    const timer = setTimeout(() => void mutate(), remainingMs(data))
    return () => clearTimeout(timer)
  }, [data, mutate])

  return { locked: data, error, renewing: isValidating, renew: () => void mutate() }
}
