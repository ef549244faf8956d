import { useState, type FormEvent } from 'react'
import * as z from 'zod/mini'
import { UpdateUserSchema } from '../../../../../shared/users/update-user-schema'
import type { User } from '../../../../../shared/users/user'
import { Button } from '../../../components/button/button'
import { EmailField } from '../../../components/form/email-field'
import { FormAlert } from '../../../components/form/form-alert'
import { TextField } from '../../../components/form/text-field'
import { Modal } from '../../../components/modal/modal'
import { ApiError } from '../../../lib/api-client'
import { FLAG_NAMES, FLAGS, USERS_MESSAGES, type FlagName, type RowPermissions } from '../user-flags'

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const
type TextFieldName = (typeof TEXT_FIELDS)[number]
type Values = Record<TextFieldName, string> & Record<FlagName, boolean>
type Errors = Partial<Record<TextFieldName, string>>

export interface EditUserModalProps {
  /** The user being edited; null: the modal is closed. */
  user: User | null
  permissions: RowPermissions | undefined
  /** PUT /api/user/{id} with the change; resolves with the updated user. */
  save: (id: string, change: z.output<typeof UpdateUserSchema>) => Promise<User>
  onSaved: (user: User) => void
  onClose: () => void
}

const valuesOf = (user: User): Values => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phoneNumber: user.phoneNumber,
  verified: user.verified,
  isAdmin: user.isAdmin,
  superAdmin: user.superAdmin,
})

/**
 * Edit User (spec 2.12): first name, last name and e-mail (required, spec 5), phone, and the flags
 * the acting user may change (the others are left out, so the request never asks for them). The
 * fields are checked with the API's own update schema and messages.
 */
export function EditUserModal({ user, permissions, save, onSaved, onClose }: EditUserModalProps) {
  return (
    <Modal open={user !== null} onClose={onClose} title="Edit User">
      {/* A new form per user, so nothing typed for one user shows for the next. */}
      {user && permissions ? (
        <EditUserForm key={user.id} user={user} permissions={permissions} save={save} onSaved={onSaved} onClose={onClose} />
      ) : null}
    </Modal>
  )
}

function EditUserForm({ user, permissions, save, onSaved, onClose }: EditUserModalProps & { user: User; permissions: RowPermissions }) {
  const [values, setValues] = useState<Values>(() => valuesOf(user))
  const [touched, setTouched] = useState<Partial<Record<TextFieldName, boolean>>>({})
  const [serverErrors, setServerErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)
  const editableFlags = FLAG_NAMES.filter((flag) => permissions.flags[flag].allowed)

  const change = () => {
    const body: Record<string, unknown> = {}
    for (const field of TEXT_FIELDS) body[field] = values[field]
    for (const flag of editableFlags) body[flag] = values[flag]
    return z.safeParse(UpdateUserSchema, body)
  }
  const parsed = change()
  const errors: Errors = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0]
      if (typeof field === 'string' && (TEXT_FIELDS as readonly string[]).includes(field)) errors[field as TextFieldName] ??= issue.message
    }
  }
  const shown = (field: TextFieldName) => (touched[field] ? errors[field] : undefined) ?? serverErrors[field]

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (saving) return
    setTouched({ firstName: true, lastName: true, email: true, phoneNumber: true })
    if (!parsed.success) return
    setSaving(true)
    setFailure(undefined)
    setServerErrors({})
    try {
      onSaved(await save(user.id, parsed.data))
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
      if (error instanceof ApiError && error.fields) setServerErrors(error.fields)
      setSaving(false)
    }
  }

  const text = (field: TextFieldName) => ({
    name: field,
    value: values[field],
    error: shown(field),
    required: field !== 'phoneNumber',
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }))
      setServerErrors((current) => ({ ...current, [field]: undefined }))
    },
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
  })

  return (
    <form className="edit-user" noValidate onSubmit={(event) => void submit(event)}>
      {failure ? (
        <FormAlert>
          <strong>{USERS_MESSAGES.updateFailed}</strong> {failure}
        </FormAlert>
      ) : null}
      <div className="edit-user__grid">
        <TextField label="First name" autoComplete="off" {...text('firstName')} />
        <TextField label="Last name" autoComplete="off" {...text('lastName')} />
        <EmailField label="Email" autoComplete="off" {...text('email')} />
        <TextField label="Phone number" type="tel" inputMode="tel" autoComplete="off" {...text('phoneNumber')} />
      </div>
      {editableFlags.length > 0 ? (
        <fieldset className="edit-user__flags">
          <legend className="field__label">Status</legend>
          {editableFlags.map((flag) => (
            <label key={flag} className="edit-user__flag">
              <input
                type="checkbox"
                checked={values[flag]}
                onChange={(event) => setValues((current) => ({ ...current, [flag]: event.target.checked }))}
              />
              {FLAGS[flag].label}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="edit-user__actions">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? 'Saving…' : 'Save Changes'}
        </Button>
      </div>
    </form>
  )
}
