import type { Quote } from '../../../../../shared/rates/quote'
import { ApiError } from '../../../lib/api-error'
import { i18n } from '../../../lib/i18n/i18n'
import type { QuoteLock } from '../../../entities/transfer/api/use-quote'
import { QUOTE_FALLBACK_MESSAGE } from '../../../entities/transfer/transfer-texts'

export type CountryQuote =
  /** No sendable amount yet. */
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; quote: Quote }
  /** The server's reason (no rate for that currency, too many quotes) or the fallback. */
  | { status: 'failed'; message: string }

/**
 * What the country page says of its quote: nothing until an amount is worked out (`asked`), then
 * "getting today's rate" until the quote or the reason there is none arrives.
 */
export function countryQuote(lock: QuoteLock, asked: boolean): CountryQuote {
  if (!asked) return { status: 'idle' }
  if (lock.error && !lock.renewing) {
    const message = lock.error instanceof ApiError && lock.error.status !== 0 ? lock.error.message : i18n._(QUOTE_FALLBACK_MESSAGE)
    return { status: 'failed', message }
  }
  if (lock.locked && !lock.error) return { status: 'ready', quote: lock.locked.quote }
  return { status: 'loading' }
}
