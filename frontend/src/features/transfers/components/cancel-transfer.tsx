import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { isVerifiedStaff } from '../../../../../shared/auth/permissions'
import { formatUsd } from '../../../../../shared/money/money'
import { CANCEL_REASON_MAX, CANCEL_REASON_MESSAGE } from '../../../../../shared/transfers/cancel-transfer-schema'
import { cancelWindowEnd, decideTransition } from '../../../../../shared/transfers/transfer-lifecycle'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { Button } from '../../../components/button/button'
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog'
import { TextAreaField } from '../../../components/form/text-area-field'
import { Modal } from '../../../components/modal/modal'
import { showToast } from '../../../components/toast/toast-store'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { formatCountdown, useNow } from '../../../lib/use-now'
import { cancelTransfer } from '../api/cancel-transfer'
import { useRefreshTransfer } from '../api/transfer-keys'
import { CANCEL_FAILED_TEXT, CANCEL_FAILED_TITLE, CANCELLED_TOAST_MS, refundText } from '../transfer-texts'
import './cancel-transfer.css'

const failureOf = (error: unknown) => ({ title: CANCEL_FAILED_TITLE, message: error instanceof Error ? error.message : CANCEL_FAILED_TEXT })

/**
 * Cancel, offered as the lifecycle table allows it to the reader now (issue 16): to a sender while
 * the 30 minutes after paying run, with the time left counting down (the button goes when it ends;
 * the server decides by its own clock either way), and to staff until payout, with a reason.
 */
export function CancelTransferButton({ transfer, compact = false }: { transfer: Transfer; compact?: boolean }) {
  const recipient = `${transfer.firstName} ${transfer.lastName}`
  const { user } = useSession()
  const staff = user ? isVerifiedStaff(user) : false
  const open = transfer.status === 'PENDING' || transfer.status === 'ON_HOLD'
  const senderWindow = !staff && open && transfer.ownerId === user?.id
  const now = useNow(senderWindow)
  const [asking, setAsking] = useState(false)
  if (!user || (!staff && transfer.ownerId !== user.id)) return null
  const decision = decideTransition(transfer, 'cancel', staff ? 'staff' : 'sender', now)
  if (!decision.allowed) return null
  const left = cancelWindowEnd(transfer) - now
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)} className={compact ? 'cancel-transfer cancel-transfer--compact' : 'cancel-transfer'}>
        {staff ? (
          'Cancel transfer'
        ) : (
          <>
            Cancel<span className="visually-hidden"> the transfer to {recipient}</span>{' '}
            <span className="cancel-transfer__timer">({formatCountdown(left)} left)</span>
          </>
        )}
      </Button>
      {staff ? (
        <StaffCancelDialog transfer={transfer} open={asking} onClose={() => setAsking(false)} />
      ) : (
        <SenderCancelDialog transfer={transfer} open={asking} onClose={() => setAsking(false)} />
      )}
    </>
  )
}

/** The sender's question: what they get back, and where. */
function SenderCancelDialog({ transfer, open, onClose }: { transfer: Transfer; open: boolean; onClose: () => void }) {
  const call = useAuthedCall()
  const refresh = useRefreshTransfer()
  return (
    <ConfirmDialog
      open={open}
      title="Cancel this transfer?"
      message={
        <p>
          {transfer.firstName} will not receive the money. {refundText(transfer.totalCents, transfer.card)}: the amount and every fee (
          {formatUsd(transfer.totalCents)}). Card refunds usually appear within 3 to 5 business days.
        </p>
      }
      confirmLabel="Yes, cancel it"
      tone="danger"
      onConfirm={async () => {
        const cancelled = await cancelTransfer(call, transfer.id)
        showToast(`Transfer cancelled. ${refundText(cancelled.cancellation?.refundCents ?? cancelled.totalCents, cancelled.card)}.`, {
          durationMs: CANCELLED_TOAST_MS,
        })
        await refresh(transfer.id)
      }}
      describeFailure={(error) => {
        void refresh(transfer.id)
        return failureOf(error)
      }}
      onClose={onClose}
    />
  )
}

interface ReasonValues {
  reason: string
}

/** Staff cancel with the reason recorded on the transfer's timeline (every staff decision says why). */
function StaffCancelDialog({ transfer, open, onClose }: { transfer: Transfer; open: boolean; onClose: () => void }) {
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
      setFailure(failureOf(error).message)
      void refresh(transfer.id)
      return
    }
    showToast(`Transfer cancelled. ${refundText(transfer.totalCents, transfer.card)}.`, { durationMs: CANCELLED_TOAST_MS })
    await refresh(transfer.id)
    close()
  })
  return (
    <Modal open={open} onClose={close} title="Cancel this transfer">
      <form className="cancel-transfer__form" onSubmit={(event) => void submit(event)} noValidate>
        <p>
          The sender gets everything back: {refundText(transfer.totalCents, transfer.card)}. The reason is kept on the transfer&apos;s timeline for
          staff.
        </p>
        <TextAreaField
          label="Reason"
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
        <div className="cancel-transfer__actions">
          <Button variant="secondary" onClick={close} disabled={formState.isSubmitting}>
            Keep it
          </Button>
          <Button type="submit" variant="danger" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
            {formState.isSubmitting ? 'Cancelling…' : 'Cancel transfer'}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
