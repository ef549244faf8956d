import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { showToast } from '../../../components/toast/toast-store'
import { paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-error'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { createTransfer } from '../../../entities/transfer/api/create-transfer'
import { requestMyQuote, type QuoteAsk } from '../../../entities/transfer/api/request-quote'
import { useInvalidateTransfers } from '../../../entities/transfer/api/transfer-keys'
import { useQuote } from '../../../entities/transfer/api/use-quote'
import type { AddTransferValues } from '../../../entities/transfer/transfer-form'
import { BACK_AFTER_PAYMENT_MS, PAYMENT_SUCCESS_MS, PAYMENT_SUCCESS_TEXT, QUOTE_PENDING } from '../../../entities/transfer/transfer-texts'

/**
 * Add Customer's payment, at the quote the form shows: staff record a payment in US dollars, 1:1,
 * at a quote of their own (they pay, and a quote pays only for the user who asked for it), asked for
 * (api/use-quote) once the amount is left with a sendable amount, a destination and a payment type,
 * and shown under the amount. One Idempotency-Key per attempt, kept
 * while the values stay the same (a retry after a lost answer is the same attempt, at the same
 * quote) and dropped by `newAttempt` once anything changes. Success says so, then goes back to the
 * list; a failure is kept for the popup and rethrown, so the form stays available.
 */
export function useRecordPayment(values: AddTransferValues, ask: QuoteAsk | null) {
  const { i18n } = useLingui()
  const call = useAuthedCall()
  const navigate = useNavigate()
  const invalidate = useInvalidateTransfers()
  const viewer = useSession().user?.id
  const quoteApi = useMemo(() => ({ requestQuote: (quote: QuoteAsk) => requestMyQuote(call, quote) }), [call])
  const lock = useQuote(ask, quoteApi, viewer)
  const [failure, setFailure] = useState<string | null>(null)
  const [attemptKey, setAttemptKey] = useState<string | null>(null)
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(leaveTimer.current), [])

  async function send() {
    const quote = lock.locked?.quote
    if (!quote || lock.renewing) {
      // No rate shown yet (or it is being renewed): nothing is sent, the form says why.
      const reason = lock.error && !lock.renewing ? lock.error.message : i18n._(QUOTE_PENDING)
      setFailure(reason)
      throw new Error(reason)
    }
    const key = attemptKey ?? crypto.randomUUID()
    setAttemptKey(key)
    try {
      await createTransfer(call, values, key, quote)
    } catch (error) {
      // A quote the server refused (expired, or for other figures) is asked for again and shown before the next try.
      if (error instanceof ApiError && error.code?.startsWith('QUOTE_')) lock.renew()
      setFailure(error instanceof Error ? error.message : String(error))
      // Not saved: Add Customer stays available.
      throw error
    }
    void invalidate()
    showToast(i18n._(PAYMENT_SUCCESS_TEXT), { durationMs: PAYMENT_SUCCESS_MS })
    leaveTimer.current = setTimeout(() => void navigate(paths.customers.getHref()), BACK_AFTER_PAYMENT_MS)
  }

  return { send, lock, failure, clearFailure: () => setFailure(null), newAttempt: () => setAttemptKey(null) }
}
