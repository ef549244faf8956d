import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import type * as z from 'zod/mini'
import { IDENTITY_DOCUMENT_TYPES, IdentityDetailsSchema, type Identity } from '../../../../../shared/compliance/identity'
import { IDENTITY_THRESHOLD_CENTS } from '../../../../../shared/compliance/sending-limits'
import { ActionBar } from '../../../components/action-bar/action-bar'
import { Button } from '../../../components/button/button'
import { BusyButton } from '../../../components/button/button-spinner'
import { Card } from '../../../components/card/card'
import { FormAlert } from '../../../components/form/form-alert'
import { SelectField } from '../../../components/form/select-field'
import { TextField } from '../../../components/form/text-field'
import { Spinner } from '../../../components/spinner/spinner'
import { ApiError } from '../../../lib/api-client'
import { DOCUMENT_TYPE_LABELS } from '../../../lib/compliance-texts'
import { IdentityFacts } from '../../../components/identity-facts/identity-facts'
import { formatUsd } from '../../../lib/format'
import { useIdentity, useSaveIdentity } from '../api/identity'

type Input = z.input<typeof IdentityDetailsSchema>
type Values = z.output<typeof IdentityDetailsSchema>
const EMPTY: Input = { documentType: 'passport', documentNumber: '', issuer: '', expiresOn: '' }
const resolver = zodResolver(IdentityDetailsSchema)
const FIELDS = ['documentType', 'documentNumber', 'issuer', 'expiresOn'] as const
const SAVE_FAILED = msg`Could not save your identity details. Please try again.`

/**
 * Profile Settings' identity details (31 CFR 1010.410(e)): the document a sender
 * identifies with, needed for transfers of $3,000 or more. Saved details show masked (last four);
 * entering new ones replaces them. Staff verify the account against the uploaded document.
 */
export function IdentityForm({ userId }: { userId: string }) {
  const { t } = useLingui()
  const identity = useIdentity(userId)
  const headingId = useId()
  const [editing, setEditing] = useState(false)
  const threshold = formatUsd(IDENTITY_THRESHOLD_CENTS)
  const lead = t`Needed to send ${threshold} or more. We show only the last four characters of the number.`
  const reason = identity.error?.message
  return (
    <Card title={t`Identity details`} titleId={headingId} lead={lead}>
      {identity.error ? (
        <FormAlert>{t`Could not load your identity details: ${reason}`}</FormAlert>
      ) : identity.isLoading ? (
        <Spinner size="inline" label={t`Loading your identity details…`} />
      ) : identity.data?.identity && !editing ? (
        <>
          <IdentityFacts identity={identity.data.identity} />
          <ActionBar>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Trans>Replace document</Trans>
            </Button>
          </ActionBar>
        </>
      ) : (
        <IdentityDetailsForm
          userId={userId}
          onSaved={() => setEditing(false)}
          onCancel={identity.data?.identity ? () => setEditing(false) : undefined}
        />
      )}
    </Card>
  )
}

function IdentityDetailsForm({
  userId,
  onSaved,
  onCancel,
}: {
  userId: string
  onSaved: (identity?: Identity) => void
  onCancel?: (() => void) | undefined
}) {
  const { t, i18n } = useLingui()
  const save = useSaveIdentity()
  const [failure, setFailure] = useState<string>()
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Values>({ mode: 'onTouched', defaultValues: EMPTY, resolver })
  const { errors } = formState
  const saving = formState.isSubmitting
  const submit = handleSubmit(async (values) => {
    setFailure(undefined)
    try {
      onSaved(await save(userId, values))
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {}
      const known = FIELDS.filter((field) => fields[field])
      for (const field of known) setError(field, { type: 'server', message: fields[field] })
      if (known.length === 0) setFailure(error instanceof Error ? error.message : i18n._(SAVE_FAILED))
    }
  })
  return (
    <form className="settings__form column" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)} aria-busy={saving}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <SelectField
        label={t`Document type`}
        options={IDENTITY_DOCUMENT_TYPES.map((type) => ({ value: type, label: i18n._(DOCUMENT_TYPE_LABELS[type]) }))}
        {...register('documentType')}
        error={errors.documentType?.message}
        disabled={saving}
      />
      <TextField
        label={t`Document number`}
        autoComplete="off"
        spellCheck={false}
        {...register('documentNumber')}
        error={errors.documentNumber?.message}
        readOnly={saving}
      />
      <TextField
        label={t`Issued by`}
        hint={t`The country, or the US state for a driver's license or state ID`}
        autoComplete="off"
        {...register('issuer')}
        error={errors.issuer?.message}
        readOnly={saving}
      />
      <TextField label={t`Expiry date`} type="date" {...register('expiresOn')} error={errors.expiresOn?.message} readOnly={saving} />
      <ActionBar>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <BusyButton type="submit" disabled={saving} busy={saving} busyLabel={<Trans>Saving...</Trans>}>
          <Trans>Save identity details</Trans>
        </BusyButton>
      </ActionBar>
    </form>
  )
}
