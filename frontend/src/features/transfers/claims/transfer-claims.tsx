import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { Claim } from '../../../../../shared/claims/claim'
import { canReportProblem, CLAIM_RESPONSE_DAYS, CLAIM_TYPE_LABELS, CLAIM_TYPES } from '../../../../../shared/claims/claim-rules'
import { CLAIM_TEXT_MAX } from '../../../../../shared/claims/claim-text'
import { CreateClaimSchema, type CreateClaimInput } from '../../../../../shared/claims/create-claim-schema'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { Button } from '../../../components/button/button'
import { Card } from '../../../components/card/card'
import { FormAlert } from '../../../components/form/form-alert'
import { SelectField } from '../../../components/form/select-field'
import { TextAreaField } from '../../../components/form/text-area-field'
import { showToast } from '../../../components/toast/toast-store'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useNow } from '../../../lib/use-now'
import { useRefreshTransfer } from '../api/transfer-keys'
import { createClaim } from '../api/claims'
import { ClaimItem } from './claim-item'
import { ResolveClaimDialog } from './resolve-claim-dialog'
import './claims.css'

const resolver = zodResolver(CreateClaimSchema)

/**
 * The transfer's error claims (issue 16, 12 CFR 1005.33) on its details page. Its sender reads each
 * claim and our answer, and reports a problem while the 180 days run and no claim is open; staff
 * also see the due date and resolve here or from the Claims screen.
 */
export function TransferClaims({ transfer, viewerId, staff }: { transfer: Transfer; viewerId: string | undefined; staff: boolean }) {
  const now = useNow(false)
  const refresh = useRefreshTransfer()
  const [reporting, setReporting] = useState(false)
  const [resolving, setResolving] = useState<Claim>()
  const claims = transfer.claims ?? []
  const open = claims.some((claim) => claim.status === 'OPEN')
  const may = viewerId !== undefined && canReportProblem(transfer, { id: viewerId }, now).allowed && !open
  if (claims.length === 0 && !may) return null
  return (
    <Card title="Problems reported" titleId="transfer-claims-title" className="customer-history">
      {claims.length > 0 ? (
        <ul className="claim-list">
          {claims.map((claim) => (
            <ClaimItem
              key={claim.id}
              claim={claim}
              now={now}
              staff={staff}
              actions={
                staff && claim.status === 'OPEN' ? (
                  <Button variant="secondary" onClick={() => setResolving(claim)}>
                    Resolve
                  </Button>
                ) : undefined
              }
            />
          ))}
        </ul>
      ) : (
        <p>Something wrong with this transfer? Tell us within 180 days of the date the money was available, and we will look into it.</p>
      )}
      {may ? (
        reporting ? (
          <ReportProblemForm
            transferId={transfer.id}
            onDone={() => {
              setReporting(false)
              void refresh(transfer.id)
            }}
            onCancel={() => setReporting(false)}
          />
        ) : (
          <div className="claim-item__actions">
            <Button variant="secondary" onClick={() => setReporting(true)}>
              Report a problem
            </Button>
          </div>
        )
      ) : null}
      {staff ? (
        <ResolveClaimDialog
          claim={resolving}
          onClose={() => setResolving(undefined)}
          onResolved={() => {
            setResolving(undefined)
            void refresh(transfer.id)
          }}
        />
      ) : null}
    </Card>
  )
}

/** What went wrong and the sender's description, judged by the server's own schema and messages. */
function ReportProblemForm({ transferId, onDone, onCancel }: { transferId: string; onDone: () => void; onCancel: () => void }) {
  const call = useAuthedCall()
  const [failure, setFailure] = useState<string>()
  const { register, handleSubmit, formState } = useForm<CreateClaimInput>({ defaultValues: { description: '' }, resolver })
  const busy = formState.isSubmitting
  const submit = handleSubmit(async (body) => {
    setFailure(undefined)
    try {
      await createClaim(call, transferId, body)
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Could not send your report. Please try again.')
      return
    }
    showToast(`We received your report. We will answer within ${CLAIM_RESPONSE_DAYS} days.`, { durationMs: 4000 })
    onDone()
  })
  return (
    <form className="claim-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <SelectField
        label="What went wrong?"
        placeholder="Choose what went wrong"
        options={CLAIM_TYPES.map((value) => ({ value, label: CLAIM_TYPE_LABELS[value] }))}
        {...register('type')}
        error={formState.errors.type?.message}
        required
      />
      <TextAreaField
        label="Describe the problem"
        hint="What happened, and what you expected. Do not write card numbers here."
        {...register('description')}
        error={formState.errors.description?.message}
        maxLength={CLAIM_TEXT_MAX}
        required
      />
      <div className="claim-form__actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Send report'}
        </Button>
      </div>
    </form>
  )
}
