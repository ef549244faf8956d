import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import type * as z from 'zod/mini'
import { IDENTITY_DOCUMENT_LABELS, IDENTITY_DOCUMENT_TYPES, IdentityDetailsSchema, type Identity } from '../../../../../shared/compliance/identity'
import { formatUsd } from '../../../../../shared/money/money'
import { IDENTITY_THRESHOLD_CENTS } from '../../../../../shared/compliance/sending-limits'
import { ActionBar } from '../../../components/action-bar/action-bar'
import { Button } from '../../../components/button/button'
import { ButtonSpinner } from '../../../components/button/button-spinner'
import { Card } from '../../../components/card/card'
import { FormAlert } from '../../../components/form/form-alert'
import { SelectField } from '../../../components/form/select-field'
import { TextField } from '../../../components/form/text-field'
import { Spinner } from '../../../components/spinner/spinner'
import { ApiError } from '../../../lib/api-client'
import { IdentityFacts } from '../../../components/identity-facts/identity-facts'
import { useIdentity, useSaveIdentity } from '../api/identity'

type Input = z.input<typeof IdentityDetailsSchema>
type Values = z.output<typeof IdentityDetailsSchema>
const EMPTY: Input = { documentType: 'passport', documentNumber: '', issuer: '', expiresOn: '' }
const resolver = zodResolver(IdentityDetailsSchema)
const FIELDS = ['documentType', 'documentNumber', 'issuer', 'expiresOn'] as const

/**
 * Profile Settings' identity details (issue 17, 31 CFR 1010.410(e)): the document a sender
 * identifies with, needed for transfers of $3,000 or more. Saved details show masked (last four);
 * entering new ones replaces them. Staff verify the account against the uploaded document.
 */
export function IdentityForm({ userId }: { userId: string }) {
  const identity = useIdentity(userId)
  const headingId = useId()
  const [editing, setEditing] = useState(false)
  const lead = `Needed to send ${formatUsd(IDENTITY_THRESHOLD_CENTS)} or more. We show only the last four characters of the number.`
  return (
    <Card title="Identity details" titleId={headingId} lead={lead}>
      {identity.error ? (
        <FormAlert>{`Could not load your identity details: ${identity.error.message}`}</FormAlert>
      ) : identity.isLoading ? (
        <Spinner size="inline" label="Loading your identity details…" />
      ) : identity.data?.identity && !editing ? (
        <>
          <IdentityFacts identity={identity.data.identity} />
          <ActionBar>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Replace document
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
      if (known.length === 0) setFailure(error instanceof Error ? error.message : 'Could not save your identity details. Please try again.')
    }
  })
  return (
    <form className="settings__form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)} aria-busy={saving}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <SelectField
        label="Document type"
        options={IDENTITY_DOCUMENT_TYPES.map((type) => ({ value: type, label: IDENTITY_DOCUMENT_LABELS[type] }))}
        {...register('documentType')}
        error={errors.documentType?.message}
        disabled={saving}
      />
      <TextField
        label="Document number"
        autoComplete="off"
        spellCheck={false}
        {...register('documentNumber')}
        error={errors.documentNumber?.message}
        readOnly={saving}
      />
      <TextField
        label="Issued by"
        hint="The country, or the US state for a driver's license or state ID"
        autoComplete="off"
        {...register('issuer')}
        error={errors.issuer?.message}
        readOnly={saving}
      />
      <TextField label="Expiry date" type="date" {...register('expiresOn')} error={errors.expiresOn?.message} readOnly={saving} />
      <ActionBar>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={saving}>
          {saving ? (
            <>
              <ButtonSpinner />
              Saving...
            </>
          ) : (
            'Save identity details'
          )}
        </Button>
      </ActionBar>
    </form>
  )
}
