import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { CANCEL_REASON_MAX, CANCEL_REASON_MESSAGE } from '../../../../../shared/transfers/cancel-transfer-schema'
import { Button } from '../../../components/button/button'
import { TextAreaField } from '../../../components/form/text-area-field'
import { Modal } from '../../../components/modal/modal'
import { showToast } from '../../../components/toast/toast-store'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { cancelTransfer } from '../api/cancel-transfer'
import { useRefreshTransfer } from '../api/transfer-keys'
import { formatUsd } from '../../../lib/format'
import { CANCELLED_TOAST_MS, cancelFailureText, refundText } from '../transfer-texts'
import type { CancelDialogProps } from './cancel-dialog-props'
import './cancel-transfer.css'

/** Staff cancel with the reason recorded on the transfer's timeline (every staff decision says why). */
interface ReasonValues {
  reason: string
}

/** Loaded when staff first open it: the form library stays out of the lists' and details' first load. */
export default function StaffCancelDialog({ transfer, open, onClose, onCancelled }: CancelDialogProps) {
  const { t } = useLingui()
  const call = useAuthedCall()
  const refresh = useRefreshTransfer()
  const [failure, setFailure] = useState<string>()
  const { register, handleSubmit, formState, reset } = useForm<ReasonValues>({
    defaultValues: { reason: '' },
  })
  const close = () => {
    if (formState.isSubmitting) return
    reset()
    setFailure(undefined)
    onClose()
  }
  const submit = handleSubmit(async ({ reason }) => {
    setFailure(undefined)
    try {
      await cancelTransfer(call, transfer.id, reason)
    } catch (error) {
      setFailure(cancelFailureText(error))
      onCancelled?.()
      void refresh(transfer.id)
      return
    }
    // The refund line is shared/transfers' (the same words on every screen and e-mail).
    const refund = refundText(transfer.totalCents, transfer.card)
    showToast(t`Transfer cancelled. ${refund}.`, { durationMs: CANCELLED_TOAST_MS })
    onCancelled?.()
    await refresh(transfer.id)
    close()
  })
  const total = formatUsd(transfer.totalCents)
  const { brand, last4 } = transfer.card
  return (
    <Modal open={open} onClose={close} title={t`Cancel this transfer`}>
      <form className="cancel-transfer__form" onSubmit={(event) => void submit(event)} noValidate>
        <p>
          <Trans>
            The sender gets back everything they paid: {total} to {brand} ending {last4}. The reason is kept on the transfer&apos;s timeline for
            staff.
          </Trans>
        </p>
        <TextAreaField
          label={t`Reason`}
          {...register('reason', { validate: (value) => value.trim() !== '' || CANCEL_REASON_MESSAGE })}
          error={formState.errors.reason?.message}
          maxLength={CANCEL_REASON_MAX}
          required
          autoFocus
        />
        {failure ? (
          <p role="alert" className="field__error">
            {failure}
          </p>
        ) : null}
        <div className="form-actions">
          <Button variant="secondary" onClick={close} disabled={formState.isSubmitting}>
            <Trans>Keep it</Trans>
          </Button>
          <Button type="submit" variant="danger" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
            {formState.isSubmitting ? <Trans>Cancelling…</Trans> : <Trans>Cancel transfer</Trans>}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
