import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import * as z from 'zod/mini'
import type { User } from '../../../../../shared/users/user'
import {
  VERIFICATION_REASON_MAX_LENGTH,
  VerificationDecisionBodySchema,
  type VerificationDecisionBody,
} from '../../../../../shared/users/verification'
import { Button } from '../../../components/button/button'
import { FormAlert } from '../../../components/form/form-alert'
import { SelectField } from '../../../components/form/select-field'
import { TextAreaField } from '../../../components/form/text-area-field'
import { ApiError } from '../../../lib/api-error'
import { serverText } from '../../../lib/i18n/server-text'
import { REVIEW_FAILED } from '../api/verification'
import './verification.css'

/** A document the reviewer may name as the one checked: an uploaded one of the user's. */
export interface CheckedDocumentOption {
  id: string
  name: string
}

interface Values {
  outcome: '' | 'verified' | 'refused'
  documentId: string
  reason: string
}

const EMPTY: Values = { outcome: '', documentId: '', reason: '' }

/** The form judged as the body it becomes (an empty choice is none), by the API's own schema and messages. */
const decisionSchema = z.pipe(
  z.transform((values: Values) => ({
    ...(values.outcome ? { outcome: values.outcome } : {}),
    ...(values.documentId ? { documentId: values.documentId } : {}),
    ...(values.reason.trim() ? { reason: values.reason } : {}),
  })),
  VerificationDecisionBodySchema,
)

export interface VerificationReviewFormProps {
  user: Pick<User, 'id' | 'firstName' | 'lastName'>
  documents: readonly CheckedDocumentOption[]
  /** Sends the decision (POST /api/user/{id}/verification); resolves with the user as now stored. */
  submit: (body: VerificationDecisionBody) => Promise<User>
  onReviewed: (user: User, body: VerificationDecisionBody) => void
}

/**
 * The decision of a verification review (issue 40): verified or refused, the document checked (needed
 * to verify), and the reason (needed to refuse: the user reads it, on their profile and in the e-mail;
 * a note otherwise). Checked with the API's own rules before it is sent; the server's refusal of a
 * field lands on that field.
 */
export function VerificationReviewForm({ user, documents, submit, onReviewed }: VerificationReviewFormProps) {
  const { t, i18n } = useLingui()
  const [failure, setFailure] = useState<string>()
  const resolver = useMemo(() => zodResolver(decisionSchema), [])
  const { register, handleSubmit, control, setError, formState } = useForm<Values, unknown, VerificationDecisionBody>({
    defaultValues: EMPTY,
    resolver,
  })
  const outcome = useWatch({ control, name: 'outcome' })
  const busy = formState.isSubmitting
  const name = `${user.firstName} ${user.lastName}`.trim()
  const send = handleSubmit(async (body) => {
    setFailure(undefined)
    try {
      onReviewed(await submit(body), body)
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined
      for (const field of ['outcome', 'documentId', 'reason'] as const) {
        const message = fields?.[field]
        if (message) setError(field, { message }, { shouldFocus: true })
      }
      setFailure(error instanceof Error ? serverText(error.message) : i18n._(REVIEW_FAILED))
    }
  })
  const outcomeError = formState.errors.outcome?.message
  return (
    <form
      className="verification-form column"
      noValidate
      aria-busy={busy}
      aria-labelledby="verification-form-title"
      onSubmit={(event) => void send(event)}
    >
      <h3 id="verification-form-title" className="verification-form__title">
        <Trans>Your decision</Trans>
      </h3>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <fieldset className="verification-form__outcomes" aria-describedby={outcomeError ? 'verification-outcome-error' : undefined}>
        <legend className="field__label">
          <Trans>Outcome for {name}</Trans>
        </legend>
        <label className="verification-form__choice">
          <input type="radio" value="verified" {...register('outcome')} />
          <span>
            <Trans>Verified: the documents match the identity details</Trans>
          </span>
        </label>
        <label className="verification-form__choice">
          <input type="radio" value="refused" {...register('outcome')} />
          <span>
            <Trans>Refused: the user is told why and may upload again</Trans>
          </span>
        </label>
        {outcomeError ? (
          <p id="verification-outcome-error" className="field__error">
            {serverText(outcomeError)}
          </p>
        ) : null}
      </fieldset>
      <SelectField
        label={t`Document checked`}
        placeholder={t`Choose a document`}
        options={documents.map((document) => ({ value: document.id, label: document.name }))}
        hint={documents.length === 0 ? t`No uploaded document yet: this user can be refused, not verified.` : undefined}
        error={formState.errors.documentId?.message}
        required={outcome === 'verified'}
        {...register('documentId')}
      />
      <TextAreaField
        label={outcome === 'refused' ? t`Reason (the user reads it)` : t`Note (optional)`}
        hint={
          outcome === 'refused'
            ? t`Say what was wrong and what to upload instead. It is shown on their profile and sent by e-mail.`
            : t`Recorded with your name on the user's profile.`
        }
        error={formState.errors.reason?.message}
        maxLength={VERIFICATION_REASON_MAX_LENGTH}
        required={outcome === 'refused'}
        {...register('reason')}
      />
      <div className="form-actions">
        <Button type="submit" variant={outcome === 'refused' ? 'danger' : 'primary'} disabled={busy}>
          {busy ? <Trans>Recording…</Trans> : <Trans>Record the review</Trans>}
        </Button>
      </div>
    </form>
  )
}
