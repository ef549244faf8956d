import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type FormEvent } from 'react'
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

type FieldErrors = Partial<Record<keyof Values, string>>

/** The fields a refusal focuses (one form per page). */
const DOCUMENT_FIELD_ID = 'verification-document'
const REASON_FIELD_ID = 'verification-reason'

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
 * The decision of a verification review: verified or refused, the document checked (needed
 * to verify), and the reason (needed to refuse: the user reads it, on their profile and in the e-mail;
 * a note otherwise). Checked with the API's own rules before it is sent; the server's refusal of a
 * field lands on that field.
 */
export function VerificationReviewForm({ user, documents, submit, onReviewed }: VerificationReviewFormProps) {
  const { t, i18n } = useLingui()
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState(false)
  // Plain state rather than a form library: the page's own chunk stays within the signed-in route budget.
  const outcomeRef = useRef<HTMLInputElement>(null)
  const outcome = values.outcome
  const name = `${user.firstName} ${user.lastName}`.trim()
  const set = (field: keyof Values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }))
  const showErrors = (found: FieldErrors) => {
    setErrors(found)
    if (found.outcome) outcomeRef.current?.focus()
    else if (found.documentId || found.reason) document.getElementById(found.documentId ? DOCUMENT_FIELD_ID : REASON_FIELD_ID)?.focus()
  }
  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const parsed = z.safeParse(decisionSchema, values)
    if (!parsed.success) {
      const found: FieldErrors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0]
        if ((field === 'outcome' || field === 'documentId' || field === 'reason') && !found[field]) found[field] = issue.message
      }
      showErrors(found)
      return
    }
    setErrors({})
    setFailure(undefined)
    setBusy(true)
    try {
      onReviewed(await submit(parsed.data), parsed.data)
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined
      showErrors({
        ...(fields?.outcome ? { outcome: fields.outcome } : {}),
        ...(fields?.documentId ? { documentId: fields.documentId } : {}),
        ...(fields?.reason ? { reason: fields.reason } : {}),
      })
      setFailure(error instanceof Error ? serverText(error.message) : i18n._(REVIEW_FAILED))
    } finally {
      setBusy(false)
    }
  }
  const outcomeError = errors.outcome
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
          <input ref={outcomeRef} type="radio" name="outcome" value="verified" checked={outcome === 'verified'} onChange={set('outcome')} />
          <span>
            <Trans>Verified: the documents match the identity details</Trans>
          </span>
        </label>
        <label className="verification-form__choice">
          <input type="radio" name="outcome" value="refused" checked={outcome === 'refused'} onChange={set('outcome')} />
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
        error={errors.documentId}
        required={outcome === 'verified'}
        id={DOCUMENT_FIELD_ID}
        name="documentId"
        value={values.documentId}
        onChange={set('documentId')}
      />
      <TextAreaField
        label={outcome === 'refused' ? t`Reason (the user reads it)` : t`Note (optional)`}
        hint={
          outcome === 'refused'
            ? t`Say what was wrong and what to upload instead. It is shown on their profile and sent by e-mail.`
            : t`Recorded with your name on the user's profile.`
        }
        error={errors.reason}
        maxLength={VERIFICATION_REASON_MAX_LENGTH}
        required={outcome === 'refused'}
        id={REASON_FIELD_ID}
        name="reason"
        value={values.reason}
        onChange={set('reason')}
      />
      <div className="form-actions">
        <Button type="submit" variant={outcome === 'refused' ? 'danger' : 'primary'} disabled={busy}>
          {busy ? <Trans>Recording…</Trans> : <Trans>Record the review</Trans>}
        </Button>
      </div>
    </form>
  )
}
