import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { FieldErrors as FormErrors } from 'react-hook-form'
import { IDENTITY_REQUIRED, LIMIT_EXCEEDED } from '../../../../../shared/compliance/sending-limits'
import { QUOTE_REFUSALS, type Quote } from '../../../../../shared/rates/quote'
import { NOT_LOGGED_IN_MESSAGE } from '../../../../../shared/transfers/transfer-options'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { ApiError } from '../../../lib/api-client'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { useInvalidateTransfers } from '../../../entities/transfer/api/transfer-keys'
import type { QuoteLock } from '../../../entities/transfer/api/use-quote'
import {
  EMPTY_TRANSFER,
  missingFieldsMessage,
  transferRequest,
  WIZARD_STEPS,
  type FieldErrors,
  type MoneyTransferField,
  type MoneyTransferValues,
  type TransferContext,
} from '../../../entities/transfer/transfer-form'
import type { useTransferWizardForm } from './use-transfer-wizard-form'
import { paymentRequestChunk } from './wizard-chunks'

export const LAST_STEP = WIZARD_STEPS.length - 1

const RATE_RENEWED = msg`The rate was renewed and the figures changed. Check them before you pay.`

/** A refusal's field messages that belong to this form (a 400's `fields`). */
function serverFieldErrors(error: ApiError): FieldErrors {
  const errors: FieldErrors = {}
  for (const [key, message] of Object.entries(error.fields ?? {})) {
    if (key in EMPTY_TRANSFER) errors[key as MoneyTransferField] = message
  }
  return errors
}

/** Spec 8: the server's error field, or 'Error type: …' (a network failure names itself). */
function failureMessage(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError && error.status !== 0) return error.message
  const reason = error instanceof Error ? error.message : ''
  return reason ? i18n._(msg`Error type: ${reason}`) : i18n._(msg`Error type: unknown error`)
}

/** A refusal by the sender's limits (or the identity $3,000 needs): said in the page, where the limit notice shows how to lift it. */
const limitRefused = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.code === LIMIT_EXCEEDED || error.code === IDENTITY_REQUIRED)

/** Whether a refusal is about the quote (expired, or for other figures): a new quote answers it. */
const quoteRefused = (error: unknown): boolean => error instanceof ApiError && error.code !== undefined && error.code in QUOTE_REFUSALS

/**
 * Why the figures on screen changed since the sender last saw them: a quote renewed on the last
 * step with other figures (ours), or one the server refused (its reason).
 */
function useRenewal(quote: Quote | undefined, step: number) {
  const [renewal, setRenewal] = useState<string | MessageDescriptor>()
  const shownQuote = useRef(quote)
  useEffect(() => {
    const before = shownQuote.current
    shownQuote.current = quote
    // A quote renewed on the last step with other figures: say so before the sender pays at them.
    if (before && quote && step === LAST_STEP && (before.rate !== quote.rate || before.receiveAmount !== quote.receiveAmount)) {
      setRenewal((reason) => reason ?? RATE_RENEWED)
    }
  }, [quote, step])
  return [renewal, setRenewal] as const
}

interface WizardPaymentOptions {
  wizard: ReturnType<typeof useTransferWizardForm>
  context: TransferContext
  lock: QuoteLock
  step: number
  /** A payment went through: nothing more is sent. */
  done: boolean
  onPaid: (transfer: Transfer) => void
  /** Shows another step (and moves the focus to its heading). */
  goTo: (step: number) => void
  /** Why the sender's limits refuse the amount (the shared rule on GET /api/limits), in the reader's language: step 1 stops there. */
  limitRefusal: string | undefined
  /** The limits changed on the server (a refusal at Pay): read them again. */
  onLimitRefused: () => void
}

/**
 * The wizard's submit: Next on steps 1 and 2, Pay on the last. Pay sends one request per attempt
 * with an Idempotency-Key (a double click or a retry after a lost answer repeats the key, so the
 * API creates the transfer once); a refused quote is renewed and the new figures shown before the
 * sender pays again; other refusals go back to the step holding the field, or show in a popup.
 */
export function useWizardPayment({ wizard, context, lock, step, done, onPaid, goTo, limitRefusal, onLimitRefused }: WizardPaymentOptions) {
  const { i18n } = useLingui()
  const { user } = useSession()
  const call = useAuthedCall()
  const invalidate = useInvalidateTransfers()
  const { form } = wizard
  const quote = lock.locked?.quote
  const [renewal, setRenewal] = useRenewal(quote, step)
  const [alert, setAlert] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | undefined>()
  const submitting = useRef(false)

  const move = (index: number) => {
    setAlert(undefined)
    goTo(index)
  }

  async function send() {
    setAlert(undefined)
    if (!quote) {
      submitting.current = false
      return
    }
    let transfer: Transfer
    try {
      // Loaded by now (prefetchLaterSteps); a chunk that did not arrive fails as a network error would.
      const { createTransfer } = await paymentRequestChunk.load()
      transfer = await createTransfer(call, transferRequest(form.getValues(), context), wizard.attempt(), quote)
    } catch (error) {
      submitting.current = false
      if (quoteRefused(error)) {
        // Not a failure to show in a popup: the new figures are, and the sender pays again at them.
        setRenewal(error instanceof ApiError ? error.message : undefined)
        lock.renew()
        return
      }
      if (limitRefused(error)) {
        // The server's own words (its limits may have moved since the page read them), not the popup's generic title.
        setAlert(error.message)
        onLimitRefused()
        return
      }
      const back = error instanceof ApiError ? wizard.refuse(serverFieldErrors(error)) : undefined
      if (back !== undefined) move(back)
      setFailure(failureMessage(error, i18n))
      return
    }
    onPaid(transfer)
    // The lists that show transfers are stale now (spec 4 reloads the page; refetching is enough).
    void invalidate()
  }

  /** A field breaking a rule: every step's errors show, from the first step holding one. */
  function showInvalid(errors: FormErrors<MoneyTransferValues>) {
    submitting.current = false
    const invalidStep = wizard.showAllErrors(errors)
    if (invalidStep !== undefined) move(invalidStep)
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    if (submitting.current) return
    if (!user) {
      setAlert(NOT_LOGGED_IN_MESSAGE)
      return
    }
    const missing = missingFieldsMessage(form.getValues())
    if (missing) {
      setAlert(missing)
      return
    }
    submitting.current = true
    await form.handleSubmit(send, showInvalid)(event)
  }

  async function next() {
    // Over the limit, the sender learns it on the first step, not after filling in the card.
    if (step === 0 && limitRefusal !== undefined) {
      setAlert(limitRefusal)
      return
    }
    if (await wizard.checkStep(step)) move(step + 1)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (form.formState.isSubmitting || done) return
    setRenewal(undefined)
    if (step < LAST_STEP) void next()
    else void confirm(event)
  }

  return { renewal, alert, failure, clearFailure: () => setFailure(undefined), submit, move }
}
