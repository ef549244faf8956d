import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { CLAIM_RESPONSE_DAYS, CLAIM_TYPES } from '../../../../../shared/claims/claim-rules'
import { CLAIM_TEXT_MAX } from '../../../../../shared/claims/claim-text'
import { CreateClaimSchema, type CreateClaimInput } from '../../../../../shared/claims/create-claim-schema'
import { FormActions } from '../../../components/form/form-actions'
import { FormAlert } from '../../../components/form/form-alert'
import { SelectField } from '../../../components/form/select-field'
import { TextAreaField } from '../../../components/form/text-area-field'
import { showToast } from '../../../components/toast/toast-store'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { createClaim } from '../api/claims'
import './claims.css'
import { claimTypeLabel } from '../../../entities/transfer/transfer-texts'

const resolver = zodResolver(CreateClaimSchema)

/**
 * What went wrong and the sender's description, judged by the server's own schema and messages.
 * Loaded when the sender asks to report: the form library stays out of the details page's first load.
 */
export default function ReportProblemForm({ transferId, onDone, onCancel }: { transferId: string; onDone: () => void; onCancel: () => void }) {
  const { t } = useLingui()
  const call = useAuthedCall()
  const [failure, setFailure] = useState<string>()
  const { register, handleSubmit, formState } = useForm<CreateClaimInput>({ defaultValues: { description: '' }, resolver })
  const busy = formState.isSubmitting
  const submit = handleSubmit(async (body) => {
    setFailure(undefined)
    try {
      await createClaim(call, transferId, body)
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t`Could not send your report. Please try again.`)
      return
    }
    const days = CLAIM_RESPONSE_DAYS
    showToast(t`We received your report. We will answer within ${days} days.`, { durationMs: 4000 })
    onDone()
  })
  return (
    <form className="claim-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <SelectField
        label={t`What went wrong?`}
        placeholder={t`Choose what went wrong`}
        options={CLAIM_TYPES.map((value) => ({ value, label: claimTypeLabel(value) }))}
        {...register('type')}
        error={formState.errors.type?.message}
        required
      />
      <TextAreaField
        label={t`Describe the problem`}
        hint={t`What happened, and what you expected. Do not write card numbers here.`}
        {...register('description')}
        error={formState.errors.description?.message}
        maxLength={CLAIM_TEXT_MAX}
        required
      />
      <FormActions busy={busy} onCancel={onCancel} submitLabel={<Trans>Send report</Trans>} busyLabel={<Trans>Sending…</Trans>} />
    </form>
  )
}
