import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { ReviewDecisionBodySchema } from '../../../../../shared/compliance/hold'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { invoiceLabel } from '../../../../../shared/transfers/transfer-options'
import { ReasonDialog } from '../../../components/reason-dialog/reason-dialog'
import { showToast } from '../../../components/toast/toast-store'
import { formatUsd } from '../../../lib/format'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { DECISION_FAILED, decideReview, type ReviewDecision } from '../api/compliance'
import './compliance.css'

const resolver = zodResolver(ReviewDecisionBodySchema)

/** Each decision's texts (render with `i18n._`); `title` is followed by the invoice. */
const COPY: Record<
  ReviewDecision,
  {
    title: (invoice: string) => MessageDescriptor
    action: MessageDescriptor
    busy: MessageDescriptor
    done: MessageDescriptor
    hint: (transfer: Transfer) => MessageDescriptor
  }
> = {
  release: {
    title: (invoice) => msg`Release transfer ${invoice}`,
    action: msg`Release`,
    busy: msg`Releasing…`,
    done: msg`Released: the transfer can be paid out.`,
    hint: () => msg`Say what you checked and why the transfer may go ahead. Recorded on its history with your name.`,
  },
  reject: {
    title: (invoice) => msg`Reject transfer ${invoice}`,
    action: msg`Reject and refund`,
    busy: msg`Rejecting…`,
    done: msg`Rejected: the transfer is cancelled and refunded.`,
    hint: (transfer) => {
      const amount = formatUsd(transfer.totalCents)
      return msg`The transfer is cancelled and ${amount} refunded to the card. Recorded on its history with your name.`
    },
  },
}

/** A reviewer's decision on a held transfer, with the reason the server requires. */
export default function ReviewDecisionDialog({
  transfer,
  decision,
  onClose,
  onDecided,
}: {
  transfer: Transfer
  decision: ReviewDecision
  onClose: () => void
  onDecided: (transfer: Transfer) => void
}) {
  const { t, i18n } = useLingui()
  const call = useAuthedCall()
  const copy = COPY[decision]
  return (
    <ReasonDialog
      title={i18n._(copy.title(invoiceLabel(transfer.country, transfer.invoiceNumber)))}
      className="review-form"
      hint={i18n._(copy.hint(transfer))}
      resolver={resolver}
      submitLabel={i18n._(copy.action)}
      busyLabel={i18n._(copy.busy)}
      tone={decision === 'reject' ? 'danger' : 'primary'}
      failedMessage={i18n._(DECISION_FAILED)}
      onSubmit={async (body) => {
        const decided = await decideReview(i18n, call, transfer.id, decision, body)
        // A large release by its first reviewer is an approval: it waits for a second staff member.
        const approved = decided.status === 'ON_HOLD' && decided.approval !== undefined
        showToast(approved ? t`Approved: a second staff member must approve the release.` : i18n._(copy.done), { durationMs: 3000 })
        onDecided(decided)
      }}
      onClose={onClose}
    />
  )
}
