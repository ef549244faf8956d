import { useState, type FormEvent } from 'react'
import { useSWRConfig } from 'swr'
import * as z from 'zod/mini'
import { userRoutes } from '../../../../../shared/api/route-table/users'
import { UpdateUserSchema } from '../../../../../shared/users/update-user-schema'
import { Button } from '../../../components/button/button'
import { FormAlert } from '../../../components/form/form-alert'
import { TextField } from '../../../components/form/text-field'
import { showToast } from '../../../components/toast/toast-store'
import { ApiError } from '../../../lib/api-client'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { FIELD_SPECS, formatPhoneInput } from '../../../components/form/person-fields'
import { ButtonSpinner } from '../../../components/button/button-spinner'
import { meKey, type Me } from '../api/get-me'
import { formatDate } from '../../../lib/format'

/** Spec 8, Users: the confirmation of a saved user (2 s). */
export const PROFILE_SAVED_MESSAGE = 'User has been updated successfully.'
/** Spec 8, Users: the title of a refused update. */
export const UPDATE_FAILED = 'Update Failed'

const FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const
type Field = (typeof FIELDS)[number]
type Values = Record<Field, string>
type Errors = Partial<Record<Field, string>>

/** '1990-05-01' → 'May 1, 1990' (a calendar date: read as UTC, so no time zone moves it a day). */
const birthDate = (date: string) => formatDate(date, 'calendarDay')

const valuesOf = (user: Me): Values => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phoneNumber: formatPhoneInput(user.phoneNumber),
})

/** Every field's first message under the sign-up rules (spec 5), or the normalised values. */
function check(values: Values): { errors: Errors; parsed?: z.output<typeof UpdateUserSchema> } {
  const result = z.safeParse(UpdateUserSchema, values)
  if (result.success) return { errors: {}, parsed: result.data }
  const errors: Errors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && (FIELDS as readonly string[]).includes(field)) errors[field as Field] ??= issue.message
  }
  return { errors }
}

const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name)

/** The signed-in user's own name, e-mail and phone number, saved with PUT /api/user/{id}. */
export function ProfileForm({ user }: { user: Me }) {
  const call = useAuthedCall()
  const session = useSession()
  const { mutate } = useSWRConfig()
  const [values, setValues] = useState<Values>(() => valuesOf(user))
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({})
  const [serverErrors, setServerErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)

  const { errors, parsed } = check(values)
  const shown = (field: Field) => serverErrors[field] ?? (touched[field] ? errors[field] : undefined)
  // Only what differs from the stored profile is sent (so an unchanged e-mail needs no check).
  const changes = parsed
    ? Object.fromEntries(
        FIELDS.filter((field) => parsed[field] !== undefined && parsed[field] !== user[field]).map((field) => [field, parsed[field]]),
      )
    : {}
  const dirty = FIELDS.some((field) => values[field] !== valuesOf(user)[field])

  const change = (field: Field) => (event: { target: { value: string } }) => {
    const value = field === 'phoneNumber' ? formatPhoneInput(event.target.value) : event.target.value
    setValues((current) => ({ ...current, [field]: value }))
    setServerErrors((current) => ({ ...current, [field]: undefined }))
  }
  const leave = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }))

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving) return
    setTouched({ firstName: true, lastName: true, email: true, phoneNumber: true })
    setFailure(undefined)
    if (!parsed || Object.keys(changes).length === 0) return
    setSaving(true)
    try {
      const saved = await call(userRoutes.updateUser, { params: { id: user.id }, body: changes })
      session.updateUser(saved)
      await mutate(meKey(user.id), saved, { revalidate: false })
      showToast(PROFILE_SAVED_MESSAGE, { durationMs: 2000 })
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {}
      setServerErrors(Object.fromEntries(Object.entries(fields).filter(([name]) => isField(name))))
      setFailure(error instanceof Error ? error.message : UPDATE_FAILED)
    } finally {
      setSaving(false)
    }
  }

  const address = [user.address.buildingNumber, user.address.street, user.address.city, user.address.state, user.address.zipCode]
    .filter(Boolean)
    .join(', ')

  return (
    <section className="settings__panel" aria-labelledby="settings-profile">
      <h2 id="settings-profile" className="settings__title">
        Personal details
      </h2>
      <p className="settings__lead">Your name and contact details, as your receipts and our staff see them.</p>
      <form className="settings__form" noValidate onSubmit={(event) => void save(event)} aria-busy={saving}>
        {failure ? (
          <FormAlert>
            <strong>{UPDATE_FAILED}</strong> {failure}
          </FormAlert>
        ) : null}
        <div className="settings__row">
          {(['firstName', 'lastName'] as const).map((field) => (
            <TextField
              key={field}
              label={FIELD_SPECS[field].label}
              name={field}
              {...FIELD_SPECS[field].input}
              required
              value={values[field]}
              onChange={change(field)}
              onBlur={leave(field)}
              error={shown(field)}
              disabled={saving}
            />
          ))}
        </div>
        <TextField
          label={FIELD_SPECS.email.label}
          name="email"
          {...FIELD_SPECS.email.input}
          required
          hint="You sign in with this address."
          value={values.email}
          onChange={change('email')}
          onBlur={leave('email')}
          error={shown('email')}
          disabled={saving}
        />
        <TextField
          label={FIELD_SPECS.phoneNumber.label}
          name="phoneNumber"
          {...FIELD_SPECS.phoneNumber.input}
          required
          value={values.phoneNumber}
          onChange={change('phoneNumber')}
          onBlur={leave('phoneNumber')}
          error={shown('phoneNumber')}
          disabled={saving}
        />
        <div className="settings__actions">
          <Button type="submit" disabled={saving || !dirty}>
            {saving ? (
              <>
                <ButtonSpinner />
                Saving...
              </>
            ) : (
              'Save changes'
            )}
          </Button>
          {dirty && !saving ? (
            <Button
              variant="secondary"
              onClick={() => {
                setValues(valuesOf(user))
                setTouched({})
                setServerErrors({})
                setFailure(undefined)
              }}
            >
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
      <dl className="settings__facts">
        <div>
          <dt>Date of birth</dt>
          <dd>{user.dateOfBirth ? birthDate(user.dateOfBirth) : 'Not provided'}</dd>
        </div>
        <div>
          <dt>Place of birth</dt>
          <dd>{user.placeOfBirth || 'Not provided'}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>{address || 'Not provided'}</dd>
        </div>
        <div>
          <dt>Account status</dt>
          <dd>{user.verified ? 'Verified' : 'Pending Verification'}</dd>
        </div>
      </dl>
      <p className="settings__note">To change your date of birth, place of birth or address, contact support.</p>
    </section>
  )
}
