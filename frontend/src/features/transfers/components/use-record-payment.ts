import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import type { Payment } from '../../../../../shared/transfers/transfer-schemas'
import { showToast } from '../../../components/toast/toast-store'
import { paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-error'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { createTransfer } from '../api/create-transfer'
import { requestQuote, type QuoteAsk } from '../api/request-quote'
import { useInvalidateTransfers } from '../api/transfer-keys'
import { useQuote } from '../api/use-quote'
import type { AddTransferValues } from '../transfer-form'
import { BACK_AFTER_PAYMENT_MS, PAYMENT_FALLBACK_MESSAGE, PAYMENT_SUCCESS_MS, PAYMENT_SUCCESS_TEXT } from '../transfer-texts'

const QUOTE_API = { requestQuote }

/**
 * Add Customer's payment: one Idempotency-Key per attempt, kept while the values stay the same (a
 * retry after a lost answer is the same attempt) and dropped by `newAttempt` once anything changes.
 * Success says so, then goes back to the list; a failure is kept for the popup and rethrown, so the
 * form stays available.
 */
export function useRecordPayment(values: AddTransferValues) {
  const { i18n } = useLingui()
  const call = useAuthedCall()
  const navigate = useNavigate()
  const invalidate = useInvalidateTransfers()
  // Asked for only when a payment is sent (nothing on this screen shows a rate).
  const quotes = useQuote(null, QUOTE_API)
  const [failure, setFailure] = useState<string | null>(null)
  const [attemptKey, setAttemptKey] = useState<string | null>(null)
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(leaveTimer.current), [])

  async function send(payment: Payment) {
    const key = attemptKey ?? crypto.randomUUID()
    setAttemptKey(key)
    // Staff record a payment in US dollars, 1:1 (the figures this screen shows), at a quote asked
    // for when it is sent; a retry sends the same one while it holds.
    const figures: QuoteAsk = {
      countryId: payment.countryId,
      amountCents: payment.amountCents,
      payoutCurrency: 'USD',
      paymentType: payment.paymentType,
    }
    try {
      const quote = await quotes.quoteFor(figures, { fallbackMessage: i18n._(PAYMENT_FALLBACK_MESSAGE) })
      await createTransfer(call, values, key, quote)
    } catch (error) {
      // A quote the server refused (expired, or for other figures) is dropped: the next try asks again.
      if (error instanceof ApiError && error.code?.startsWith('QUOTE_')) quotes.forget(figures)
      setFailure(error instanceof Error ? error.message : String(error))
      // Not saved: Add Customer stays available.
      throw error
    }
    void invalidate()
    showToast(i18n._(PAYMENT_SUCCESS_TEXT), { durationMs: PAYMENT_SUCCESS_MS })
    leaveTimer.current = setTimeout(() => void navigate(paths.customers.getHref()), BACK_AFTER_PAYMENT_MS)
  }

  return { send, failure, clearFailure: () => setFailure(null), newAttempt: () => setAttemptKey(null) }
}
