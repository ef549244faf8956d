import { Trans, useLingui } from '@lingui/react/macro'
import { Suspense, useState } from 'react'
import type { PayoutCurrency } from '../../../../../shared/money/currencies'
import { StepActions } from '../../../components/action-bar/step-actions'
import { BusyButton } from '../../../components/button/button-spinner'
import { Modal } from '../../../components/modal/modal'
import { Spinner } from '../../../components/spinner/spinner'
import type { CountryDetails } from '../../../entities/transfer/api/get-country'
import type { useSavedRecipients } from '../../../entities/transfer/api/saved-recipients'
import type { QuoteLock } from '../../../entities/transfer/api/use-quote'
import { stepFilled, type MoneyTransferValues } from '../../../entities/transfer/transfer-form'
import { PAYMENT_FAILED_TITLE, RECIPIENTS_FETCH_ERROR_TITLE } from '../../../entities/transfer/transfer-texts'
import { PaymentSummary } from '../../../entities/transfer/components/payment-summary'
import { RecipientStep } from './recipient-step'
import { SaveRecipientBox } from './save-recipient-box'
import type { SaveRecipientChoice } from './use-save-recipient'
import { useWizardPrefill, type WizardPrefill } from './use-wizard-prefill'
import type { useTransferWizardForm } from './use-transfer-wizard-form'
import { LAST_STEP } from './use-wizard-payment'
import { LazyPaymentStep, LazyReviewStep } from './wizard-chunks'

interface WizardStepBodyProps {
  step: number
  country: CountryDetails
  amountCents: number
  currency: PayoutCurrency
  lock: QuoteLock
  wizard: ReturnType<typeof useTransferWizardForm>
  recipients: ReturnType<typeof useSavedRecipients>
  busy: boolean
  /** "Send again": the saved recipient or the transfer the form starts from. */
  prefill: WizardPrefill
  /** Step 1's "Save to my recipients" choice. */
  saveRecipient: SaveRecipientChoice
}

/** The wizard's step: the payment summary above steps 1 and 2, then the step's own fields or the review. */
export function WizardStepBody({
  step,
  country,
  amountCents,
  currency,
  lock,
  wizard,
  recipients,
  busy,
  prefill,
  saveRecipient,
}: WizardStepBodyProps) {
  const [chosenRecipient, setChosenRecipient] = useState('')
  // Every recipient field, the payout method and its details included (recipientFields).
  const chooseRecipient = (id: string) => {
    setChosenRecipient(id)
    saveRecipient.onPicked(id)
    const recipient = recipients.data?.find((saved) => saved.id === id)
    if (recipient) wizard.update(recipient.fields)
  }
  useWizardPrefill(prefill, recipients.data, chooseRecipient, wizard.update)
  return (
    <>
      {step < LAST_STEP ? <PaymentSummary amountCents={amountCents} currency={currency} lock={lock} /> : null}
      {step === 0 ? (
        <>
          {recipients.isLoading ? (
            <p className="field__hint" role="status">
              <Trans>Loading your saved recipients…</Trans>
            </p>
          ) : null}
          <RecipientStep
            country={country}
            amountCents={amountCents}
            bind={wizard.bind}
            recipients={recipients.data ?? []}
            chosenRecipient={chosenRecipient}
            onChooseRecipient={chooseRecipient}
            disabled={busy}
            saveBox={<SaveRecipientBox choice={saveRecipient} disabled={busy} />}
          />
        </>
      ) : (
        // A status, not a focus move: the step's heading keeps the focus while its fields arrive.
        <Suspense fallback={<Spinner size="inline" />}>
          {step === 1 ? (
            <LazyPaymentStep bind={wizard.bind} />
          ) : (
            <LazyReviewStep values={wizard.values} country={country} amountCents={amountCents} lock={lock} />
          )}
        </Suspense>
      )}
    </>
  )
}

interface WizardActionsProps {
  step: number
  values: MoneyTransferValues
  busy: boolean
  submitting: boolean
  /** A quote is held and not being renewed. */
  canPay: boolean
  /** What the sender pays, e.g. '$105.00'. */
  total: string
  onBack: () => void
}

/** Back, and Next or Pay; under them, why Next waits. */
export function WizardActions({ step, values, busy, submitting, canPay, total, onBack }: WizardActionsProps) {
  return (
    <>
      <StepActions
        first={step === 0}
        canGoOn={stepFilled(step, values)}
        busy={busy}
        onBack={onBack}
        finish={
          step < LAST_STEP ? undefined : (
            // The review's button states what the sender pays: 'Pay $105.00'.
            <BusyButton type="submit" disabled={busy || !canPay} busy={submitting} busyLabel={<Trans>Processing payment...</Trans>}>
              <Trans>Pay {total}</Trans>
            </BusyButton>
          )
        }
      />
      {step < LAST_STEP && !stepFilled(step, values) ? (
        <p className="field__hint money-transfer__next-hint">
          <Trans>Fill in every field of this step to continue.</Trans>
        </p>
      ) : null}
    </>
  )
}

interface WizardDialogsProps {
  failure: string | undefined
  onCloseFailure: () => void
  recipientsError: Error | undefined
}

/** The payment's failure, and the saved recipients that could not be read (the details can still be typed). */
export function WizardDialogs({ failure, onCloseFailure, recipientsError }: WizardDialogsProps) {
  const { i18n } = useLingui()
  const [recipientsErrorOpen, setRecipientsErrorOpen] = useState(true)
  return (
    <>
      <Modal open={failure !== undefined} onClose={onCloseFailure} title={i18n._(PAYMENT_FAILED_TITLE)}>
        <p>{failure}</p>
      </Modal>
      <Modal
        open={recipientsError !== undefined && recipientsErrorOpen}
        onClose={() => setRecipientsErrorOpen(false)}
        title={i18n._(RECIPIENTS_FETCH_ERROR_TITLE)}
      >
        <p>{recipientsError?.message}</p>
        <p>
          <Trans>You can still type the recipient's details.</Trans>
        </p>
      </Modal>
    </>
  )
}
