import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { isVerifiedStaff } from '../../../../../shared/auth/permissions'
import { cancelWindowEnd, decideTransition } from '../../../../../shared/transfers/transfer-lifecycle'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { Button } from '../../../components/button/button'
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog'
import { showToast } from '../../../components/toast/toast-store'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { formatUsd } from '../../../lib/format'
import { formatCountdown, useNow } from '../../../lib/use-now'
import { cancelTransfer } from '../api/cancel-transfer'
import { useRefreshTransfer } from '../api/transfer-keys'
import { CANCEL_FAILED_TITLE, CANCELLED_TOAST_MS, cancelFailureText, refundText } from '../transfer-texts'
import type { CancelDialogProps } from './cancel-dialog-props'
import './cancel-transfer.css'

const StaffCancelDialog = lazy(() => import('./staff-cancel-dialog'))

/**
 * Cancel, offered as the lifecycle table allows it to the reader now: to a sender while
 * the 30 minutes after paying run, with the time left counting down (the button goes when it ends;
 * the server decides by its own clock either way), and to staff until payout, with a reason.
 */
export function CancelTransferButton({
  transfer,
  compact = false,
  onCancelled,
}: {
  transfer: Transfer
  compact?: boolean
  onCancelled?: () => void
}) {
  const recipient = `${transfer.firstName} ${transfer.lastName}`
  const { user } = useSession()
  const staff = user ? isVerifiedStaff(user) : false
  const open = transfer.status === 'PENDING' || transfer.status === 'ON_HOLD'
  const senderWindow = !staff && open && transfer.ownerId === user?.id
  // A sender's countdown ticks until the window ends (then the button goes); staff's button needs no clock.
  const now = useNow(senderWindow ? cancelWindowEnd(transfer) : undefined)
  const [asking, setAsking] = useState(false)
  if (!user || (!staff && transfer.ownerId !== user.id)) return null
  const decision = decideTransition(transfer, 'cancel', staff ? 'staff' : 'sender', now)
  if (!decision.allowed) return null
  const countdown = formatCountdown(cancelWindowEnd(transfer) - now)
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)} className={compact ? 'cancel-transfer cancel-transfer--compact' : 'cancel-transfer'}>
        {staff ? (
          <Trans>Cancel transfer</Trans>
        ) : (
          // One span: the button's flex gap would otherwise open between the words.
          <span>
            <Trans>
              Cancel<span className="visually-hidden"> the transfer to {recipient}</span>{' '}
              <span className="cancel-transfer__timer">({countdown} left)</span>
            </Trans>
          </span>
        )}
      </Button>
      {staff ? (
        asking ? (
          <Suspense fallback={null}>
            <StaffCancelDialog transfer={transfer} open onClose={() => setAsking(false)} onCancelled={onCancelled} />
          </Suspense>
        ) : null
      ) : (
        <SenderCancelDialog transfer={transfer} open={asking} onClose={() => setAsking(false)} onCancelled={onCancelled} />
      )}
    </>
  )
}

/** The sender's question: what they get back, and where. */
function SenderCancelDialog({ transfer, open, onClose, onCancelled }: CancelDialogProps) {
  const call = useAuthedCall()
  const refresh = useRefreshTransfer()
  const { t, i18n } = useLingui()
  const { firstName } = transfer
  const { brand, last4 } = transfer.card
  const total = formatUsd(transfer.totalCents)
  return (
    <ConfirmDialog
      open={open}
      title={t`Cancel this transfer?`}
      message={
        <p>
          <Trans>
            {firstName} will not receive the money. You get back everything you paid, {total} (the amount and every fee), on your {brand} ending{' '}
            {last4}. Card refunds usually appear within 3 to 5 business days.
          </Trans>
        </p>
      }
      // "Cancel" beside "Yes, cancel it" reads as two ways to cancel: each button says what it does.
      confirmLabel={t`Cancel transfer`}
      dismissLabel={t`Keep transfer`}
      tone="danger"
      onConfirm={async () => {
        const cancelled = await cancelTransfer(call, transfer.id)
        // The refund line is shared/transfers' (the same words on every screen and e-mail).
        const refund = refundText(cancelled.cancellation?.refundCents ?? cancelled.totalCents, cancelled.card)
        showToast(t`Transfer cancelled. ${refund}.`, { durationMs: CANCELLED_TOAST_MS })
        onCancelled?.()
        await refresh(transfer.id)
      }}
      describeFailure={(error) => {
        onCancelled?.()
        void refresh(transfer.id)
        return { title: i18n._(CANCEL_FAILED_TITLE), message: cancelFailureText(error) }
      }}
      onClose={onClose}
    />
  )
}
