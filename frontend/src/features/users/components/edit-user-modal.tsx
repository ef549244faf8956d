import { Trans, useLingui } from '@lingui/react/macro'
import { ActionBar } from '../../../components/action-bar/action-bar'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
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
type Change = z.output<typeof UpdateUserSchema>

export interface EditUserModalProps {
  /** The user being edited; null: the modal is closed. */
  user: User | null
  permissions: RowPermissions | undefined
  /** PUT /api/user/{id} with the change; resolves with the updated user. */
  save: (id: string, change: Change) => Promise<User>
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
  const { t } = useLingui()
  return (
    <Modal open={user !== null} onClose={onClose} title={t`Edit User`}>
      {/* A new form per user, so nothing typed for one user shows for the next. */}
      {user && permissions ? (
        <EditUserForm key={user.id} user={user} permissions={permissions} save={save} onSaved={onSaved} onClose={onClose} />
      ) : null}
    </Modal>
  )
}

/** The form judged as the PUT body it becomes: the text fields and the flags the acting user may change, by the API's update schema. */
function changeSchema(editableFlags: readonly FlagName[]) {
  return z.pipe(
    z.transform((values: Values): z.input<typeof UpdateUserSchema> => ({
      ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field]])),
      ...Object.fromEntries(editableFlags.map((flag) => [flag, values[flag]])),
    })),
    UpdateUserSchema,
  )
}

function EditUserForm({ user, permissions, save, onSaved, onClose }: EditUserModalProps & { user: User; permissions: RowPermissions }) {
  const { t, i18n } = useLingui()
  const [failure, setFailure] = useState<string | undefined>()
  // Verified is set at a verification review, never here: the API refuses a change of it.
  const editableFlags = useMemo(() => FLAG_NAMES.filter((flag) => flag !== 'verified' && permissions.flags[flag].allowed), [permissions])
  const resolver = useMemo(() => zodResolver(changeSchema(editableFlags)), [editableFlags])
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, Change>({
    mode: 'onTouched',
    defaultValues: valuesOf(user),
    resolver,
  })
  const saving = formState.isSubmitting || formState.isSubmitSuccessful

  async function send(change: Change) {
    setFailure(undefined)
    try {
      onSaved(await save(user.id, change))
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
      for (const [field, message] of Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {})) {
        if ((TEXT_FIELDS as readonly string[]).includes(field)) setError(field as TextFieldName, { type: 'server', message })
      }
      throw error
    }
  }
  const submit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(send)(event).catch(() => undefined)

  const text = (field: TextFieldName) => ({
    ...register(field),
    error: formState.errors[field]?.message,
    required: field !== 'phoneNumber',
  })

  return (
    <form className="edit-user column" noValidate onSubmit={submit}>
      {failure ? (
        <FormAlert>
          <strong>{i18n._(USERS_MESSAGES.updateFailed)}</strong> {failure}
        </FormAlert>
      ) : null}
      <div className="edit-user__grid equal-columns">
        <TextField label={t`First name`} autoComplete="off" {...text('firstName')} />
        <TextField label={t`Last name`} autoComplete="off" {...text('lastName')} />
        <EmailField label={t`Email`} autoComplete="off" {...text('email')} />
        <TextField label={t`Phone number`} type="tel" inputMode="tel" autoComplete="off" {...text('phoneNumber')} />
      </div>
      {editableFlags.length > 0 ? (
        <fieldset className="edit-user__flags">
          <legend className="field__label">
            <Trans>Status</Trans>
          </legend>
          {editableFlags.map((flag) => (
            <label key={flag} className="edit-user__flag">
              <input type="checkbox" {...register(flag)} />
              {i18n._(FLAGS[flag].label)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <ActionBar align="end">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? <Trans>Saving…</Trans> : <Trans>Save Changes</Trans>}
        </Button>
      </ActionBar>
    </form>
  )
}
