import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { ReviewDecisionBodySchema, type ReviewDecisionBody } from '../../../../../shared/compliance/hold'
import { formatUsd } from '../../../../../shared/money/money'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { invoiceLabel } from '../../../../../shared/transfers/transfer-options'
import { Button } from '../../../components/button/button'
import { FormAlert } from '../../../components/form/form-alert'
import { TextAreaField } from '../../../components/form/text-area-field'
import { Modal } from '../../../components/modal/modal'
import { showToast } from '../../../components/toast/toast-store'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { decideReview, type ReviewDecision } from '../api/compliance'
import './compliance.css'

const resolver = zodResolver(ReviewDecisionBodySchema)
const EMPTY: ReviewDecisionBody = { reason: '' }

const COPY: Record<ReviewDecision, { title: string; action: string; busy: string; done: string; hint: (t: Transfer) => string }> = {
  release: {
    title: 'Release transfer',
    action: 'Release',
    busy: 'Releasing…',
    done: 'Released: the transfer can be paid out.',
    hint: () => 'Say what you checked and why the transfer may go ahead. Recorded on its history with your name.',
  },
  reject: {
    title: 'Reject transfer',
    action: 'Reject and refund',
    busy: 'Rejecting…',
    done: 'Rejected: the transfer is cancelled and refunded.',
    hint: (t) => `The transfer is cancelled and ${formatUsd(t.totalCents)} refunded to the card. Recorded on its history with your name.`,
  },
}

/** A reviewer's decision on a held transfer (issue 17), with the reason the server requires. */
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
  const call = useAuthedCall()
  const copy = COPY[decision]
  const [failure, setFailure] = useState<string>()
  const { register, handleSubmit, formState } = useForm<ReviewDecisionBody>({ defaultValues: EMPTY, resolver })
  const busy = formState.isSubmitting
  const submit = handleSubmit(async (body) => {
    setFailure(undefined)
    try {
      const decided = await decideReview(call, transfer.id, decision, body)
      showToast(copy.done, { durationMs: 3000 })
      onDecided(decided)
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Could not record your decision. Please try again.')
    }
  })
  return (
    <Modal open onClose={() => (busy ? undefined : onClose())} title={`${copy.title} ${invoiceLabel(transfer.country, transfer.invoiceNumber)}`}>
      <form className="review-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <TextAreaField
          label="Reason"
          hint={copy.hint(transfer)}
          {...register('reason')}
          error={formState.errors.reason?.message}
          maxLength={500}
          required
        />
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant={decision === 'reject' ? 'danger' : 'primary'} disabled={busy}>
            {busy ? copy.busy : copy.action}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
