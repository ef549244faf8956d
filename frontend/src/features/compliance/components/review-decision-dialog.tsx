import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { ReviewDecisionBodySchema, type ReviewDecisionBody } from '../../../../../shared/compliance/hold'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { invoiceLabel } from '../../../../../shared/transfers/transfer-options'
import { Button } from '../../../components/button/button'
import { FormAlert } from '../../../components/form/form-alert'
import { TextAreaField } from '../../../components/form/text-area-field'
import { Modal } from '../../../components/modal/modal'
import { showToast } from '../../../components/toast/toast-store'
import { formatUsd } from '../../../lib/format'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { DECISION_FAILED, decideReview, type ReviewDecision } from '../api/compliance'
import './compliance.css'

const resolver = zodResolver(ReviewDecisionBodySchema)
const EMPTY: ReviewDecisionBody = { reason: '' }

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
  const [failure, setFailure] = useState<string>()
  const { register, handleSubmit, formState } = useForm<ReviewDecisionBody>({ defaultValues: EMPTY, resolver })
  const busy = formState.isSubmitting
  const submit = handleSubmit(async (body) => {
    setFailure(undefined)
    try {
      const decided = await decideReview(i18n, call, transfer.id, decision, body)
      // A large release by its first reviewer is an approval: it waits for a second staff member.
      const approved = decided.status === 'ON_HOLD' && decided.approval !== undefined
      showToast(approved ? t`Approved: a second staff member must approve the release.` : i18n._(copy.done), { durationMs: 3000 })
      onDecided(decided)
    } catch (error) {
      setFailure(error instanceof Error ? error.message : i18n._(DECISION_FAILED))
    }
  })
  return (
    <Modal open onClose={() => (busy ? undefined : onClose())} title={i18n._(copy.title(invoiceLabel(transfer.country, transfer.invoiceNumber)))}>
      <form className="review-form column" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <TextAreaField
          label={t`Reason`}
          hint={i18n._(copy.hint(transfer))}
          {...register('reason')}
          error={formState.errors.reason?.message}
          maxLength={500}
          required
        />
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant={decision === 'reject' ? 'danger' : 'primary'} disabled={busy}>
            {i18n._(busy ? copy.busy : copy.action)}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
