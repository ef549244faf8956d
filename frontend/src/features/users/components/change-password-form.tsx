import { useId, useState, type FormEvent } from 'react'
import * as z from 'zod/mini'
import { userRoutes } from '../../../../../shared/api/route-table/users'
import { ChangePasswordSchema, CONFIRM_PASSWORD_MESSAGES } from '../../../../../shared/users/change-password-schema'
import { Button } from '../../../components/button/button'
import { FormAlert } from '../../../components/form/form-alert'
import { PasswordField } from '../../../components/form/password-field'
import { ApiError } from '../../../lib/api-client'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { ButtonSpinner } from '../../../components/button/button-spinner'
import { PASSWORD_HINT } from '../../../components/form/person-fields'

type Field = 'currentPassword' | 'newPassword' | 'confirm'
type Values = Record<Field, string>
type Errors = Partial<Record<Field, string>>

const EMPTY: Values = { currentPassword: '', newPassword: '', confirm: '' }
const CHANGE_FAILED = 'Could not change the password. Please try again.'

/** The body's messages (sign-up password rules, spec 5) plus the confirmation box's. */
function check(values: Values): Errors {
  const errors: Errors = {}
  const parsed = z.safeParse(ChangePasswordSchema, { currentPassword: values.currentPassword, newPassword: values.newPassword })
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0]
      if (field === 'currentPassword' || field === 'newPassword') errors[field] ??= issue.message
    }
  }
  if (!values.confirm) errors.confirm = CONFIRM_PASSWORD_MESSAGES.required
  else if (values.confirm !== values.newPassword) errors.confirm = CONFIRM_PASSWORD_MESSAGES.differ
  return errors
}

/**
 * The signed-in user's password: the current one, a new one under the sign-up rules, typed twice.
 * POST /api/user/change-password; a wrong current password is shown on its field and the session
 * stays (it is a 400, not a 401).
 */
export function ChangePasswordForm() {
  const call = useAuthedCall()
  const headingId = useId()
  const [values, setValues] = useState<Values>(EMPTY)
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({})
  const [serverErrors, setServerErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | undefined>()
  const [done, setDone] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)

  const errors = check(values)
  const shown = (field: Field) => serverErrors[field] ?? (touched[field] ? errors[field] : undefined)

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }))
    setServerErrors((current) => ({ ...current, [field]: undefined }))
    setDone(undefined)
  }
  const leave = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving) return
    setTouched({ currentPassword: true, newPassword: true, confirm: true })
    setFailure(undefined)
    if (Object.keys(errors).length > 0) return
    setSaving(true)
    try {
      const answer = await call(userRoutes.changePassword, {
        body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
        fallbackMessage: CHANGE_FAILED,
      })
      setValues(EMPTY)
      setTouched({})
      setDone(answer.message)
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {}
      const known: Errors = {}
      if (fields.currentPassword) known.currentPassword = fields.currentPassword
      if (fields.newPassword) known.newPassword = fields.newPassword
      setServerErrors(known)
      if (Object.keys(known).length === 0) setFailure(error instanceof Error ? error.message : CHANGE_FAILED)
    } finally {
      setSaving(false)
    }
  }

  return (
    <section className="settings__panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="settings__title">
        Change password
      </h2>
      <p className="settings__lead">You stay signed in here; next time, sign in with the new password.</p>
      <form className="settings__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
        {done ? <FormAlert tone="success">{done}</FormAlert> : null}
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <PasswordField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          onChange={change('currentPassword')}
          onBlur={leave('currentPassword')}
          error={shown('currentPassword')}
          disabled={saving}
        />
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          required
          hint={PASSWORD_HINT}
          value={values.newPassword}
          onChange={change('newPassword')}
          onBlur={leave('newPassword')}
          error={shown('newPassword')}
          disabled={saving}
        />
        <PasswordField
          label="Confirm new password"
          name="confirm"
          autoComplete="new-password"
          required
          value={values.confirm}
          onChange={change('confirm')}
          onBlur={leave('confirm')}
          error={shown('confirm')}
          disabled={saving}
        />
        <div className="settings__actions">
          <Button type="submit" disabled={saving}>
            {saving ? (
              <>
                <ButtonSpinner />
                Changing...
              </>
            ) : (
              'Change password'
            )}
          </Button>
        </div>
      </form>
    </section>
  )
}
