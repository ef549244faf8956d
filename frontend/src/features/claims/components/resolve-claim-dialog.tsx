import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { Claim } from '../../../../../shared/claims/claim'
import { CLAIM_OUTCOMES } from '../../../../../shared/claims/claim-rules'
import { CLAIM_TEXT_MAX } from '../../../../../shared/claims/claim-text'
import { ResolveClaimSchema, type ResolveClaimInput } from '../../../../../shared/claims/resolve-claim-schema'
import { FormActions } from '../../../components/form/form-actions'
import { FormAlert } from '../../../components/form/form-alert'
import { SelectField } from '../../../components/form/select-field'
import { TextAreaField } from '../../../components/form/text-area-field'
import { Modal } from '../../../components/modal/modal'
import { showToast } from '../../../components/toast/toast-store'
import { formatUsd } from '../../../lib/format'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { resolveClaim } from '../api/claims'
import './claims.css'
import { claimTypeLabel, claimOutcomeLabel } from '../../../entities/transfer/transfer-texts'

const resolver = zodResolver(ResolveClaimSchema)
const EMPTY: ResolveClaimInput = { outcome: 'no-error', message: '' }

/**
 * Staff answer an open claim: an outcome (no error found, refund, resend at no cost) and the message
 * its sender reads; who and when are recorded by the server. A refund of a transfer not yet paid out
 * cancels it.
 */
export default function ResolveClaimDialog({
  claim,
  onClose,
  onResolved,
}: {
  claim: Claim
  onClose: () => void
  onResolved: (claim: Claim) => void
}) {
  const { t } = useLingui()
  const call = useAuthedCall()
  const [failure, setFailure] = useState<string>()
  const { register, handleSubmit, formState, reset, control } = useForm<ResolveClaimInput>({ defaultValues: EMPTY, resolver })
  const busy = formState.isSubmitting
  const close = () => {
    if (busy) return
    reset(EMPTY)
    setFailure(undefined)
    onClose()
  }
  const submit = handleSubmit(async (body) => {
    setFailure(undefined)
    try {
      const resolved = await resolveClaim(call, claim, body)
      showToast(t`Claim resolved. The sender can read your answer on the transfer.`, { durationMs: 3000 })
      reset(EMPTY)
      onResolved(resolved)
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t`Could not resolve the claim. Please try again.`)
    }
  })
  const outcome = useWatch({ control, name: 'outcome' })
  const refund = formatUsd(claim.totalCents)
  return (
    <Modal open onClose={close} title={t`Resolve claim`}>
      <form className="claim-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <div className="claim-form__summary">
          <p>
            <strong>{claimTypeLabel(claim.type)}</strong>
          </p>
          <p className="claim-form__quote">{claim.description}</p>
        </div>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <SelectField
          label={t`Outcome`}
          options={CLAIM_OUTCOMES.map((value) => ({ value, label: claimOutcomeLabel(value) }))}
          {...register('outcome')}
          error={formState.errors.outcome?.message}
          hint={outcome === 'refund' ? t`Refunds ${refund}; a transfer not paid out yet is cancelled.` : undefined}
          required
        />
        <TextAreaField
          label={t`Answer to the sender`}
          hint={t`The sender reads this on the transfer. Explain what you found and what happens next.`}
          {...register('message')}
          error={formState.errors.message?.message}
          maxLength={CLAIM_TEXT_MAX}
          required
        />
        <FormActions busy={busy} onCancel={close} submitLabel={<Trans>Resolve claim</Trans>} busyLabel={<Trans>Resolving…</Trans>} />
      </form>
    </Modal>
  )
}
