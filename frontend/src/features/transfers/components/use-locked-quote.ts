import { useEffect } from 'react'
import useSWR from 'swr'
import type { Quote } from '../../../../../shared/rates/quote'
import { quoteKey, requestQuote, type QuoteAsk } from '../api/request-quote'

/** A quote and when this tab received it: the time left is counted from then, so a wrong clock on the device cannot stretch it. */
export interface LockedQuote {
  quote: Quote
  receivedAt: number
}

/** Milliseconds the quote holds for after it was received: its lifetime as the server set it. */
const lifetimeMs = ({ quote }: LockedQuote): number => Date.parse(quote.expiresAt) - Date.parse(quote.createdAt)
export const remainingMs = (locked: LockedQuote, now = Date.now()): number => Math.max(0, lifetimeMs(locked) - (now - locked.receivedAt))

/**
 * The wizard's rate lock (issue 15): one quote for the amount, currency and receive method, asked for
 * again when any of them changes, when it expires, and when the server refuses it (`renew`).
 */
export function useLockedQuote(ask: QuoteAsk) {
  const { data, error, isValidating, mutate } = useSWR<LockedQuote, Error>(
    quoteKey(ask),
    async () => ({ quote: await requestQuote(ask), receivedAt: Date.now() }),
    { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false, shouldRetryOnError: false },
  )
  const renew = () => void mutate()

  // Renewed the moment it expires, so the figures on screen are always ones the server will honour.
  useEffect(() => {
    if (!data) return undefined
    const timer = setTimeout(() => void mutate(), remainingMs(data))
    return () => clearTimeout(timer)
  }, [data, mutate])

  return { locked: data, error, renewing: isValidating, renew }
}
