import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { ActionBar } from '../../../components/action-bar/action-bar'
import { Card } from '../../../components/card/card'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type FormEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useSWRConfig } from 'swr'
import * as z from 'zod/mini'
import { userRoutes } from '../../../../../shared/api/route-table/users'
import { UpdateUserSchema } from '../../../../../shared/users/update-user-schema'
import { Button } from '../../../components/button/button'
import { FormAlert } from '../../../components/form/form-alert'
import { CurrentPasswordField } from '../../../components/form/password-field'
import { TextField } from '../../../components/form/text-field'
import { showToast } from '../../../components/toast/toast-store'
import { ApiError } from '../../../lib/api-client'
import { formatOnChange } from '../../../lib/form/format-on-change'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { FIELD_SPECS, formatPhoneInput } from '../../../components/form/person-fields'
import { BusyButton } from '../../../components/button/button-spinner'
import { meKey, type Me } from '../api/get-me'
import { ProfileFacts } from './profile-facts'
import { VerificationHint } from './verification-hint'

/** Spec 8, Users: the confirmation of a saved user (2 s); render with `i18n._`. */
const PROFILE_SAVED_MESSAGE = msg`User has been updated successfully.`
/** Spec 8, Users: the title of a refused update; render with `i18n._`. */
const UPDATE_FAILED = msg`Update Failed`

const FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const
type Field = (typeof FIELDS)[number]
/** The four fields, and the current password an e-mail change asks for. */
type Values = Record<Field | 'currentPassword', string>
type Parsed = z.output<typeof UpdateUserSchema>

const valuesOf = (user: Me): Values => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phoneNumber: formatPhoneInput(user.phoneNumber),
  currentPassword: '',
})

// The sign-up rules (spec 5) on the four fields, as the server judges them; an empty password box sends none.
const resolver = zodResolver(
  z.pipe(
    z.transform(({ currentPassword, ...fields }: Values): z.input<typeof UpdateUserSchema> => ({
      ...fields,
      ...(currentPassword ? { currentPassword } : {}),
    })),
    UpdateUserSchema,
  ),
)

const isField = (name: string): name is Field | 'currentPassword' => name === 'currentPassword' || (FIELDS as readonly string[]).includes(name)
/** Whether the typed address is another than the stored one (as the server compares them: trimmed, lower case). */
const movesEmail = (typed: string, stored: string) => typed.trim().toLowerCase() !== stored

/** The signed-in user's own name, e-mail and phone number, saved with PUT /api/user/{id}. */
export function ProfileForm({ user }: { user: Me }) {
  const { t, i18n } = useLingui()
  const call = useAuthedCall()
  const session = useSession()
  const { mutate } = useSWRConfig()
  const [failure, setFailure] = useState<string | undefined>()
  const { register, handleSubmit, reset, setError, formState, control } = useForm<Values, unknown, Parsed>({
    mode: 'onTouched',
    defaultValues: valuesOf(user),
    resolver,
  })
  const saving = formState.isSubmitting
  const { errors, isDirty } = formState
  const emailMoves = movesEmail(useWatch({ control, name: 'email' }), user.email)

  async function save(parsed: Parsed) {
    // Only what differs from the stored profile is sent (so an unchanged e-mail needs no check).
    const changes = Object.fromEntries(
      FIELDS.filter((field) => parsed[field] !== undefined && parsed[field] !== user[field]).map((field) => [field, parsed[field]]),
    )
    if (Object.keys(changes).length === 0) return
    const body = 'email' in changes && parsed.currentPassword ? { ...changes, currentPassword: parsed.currentPassword } : changes
    try {
      const saved = await call(userRoutes.updateUser, { params: { id: user.id }, body })
      session.updateUser(saved)
      await mutate(meKey(user.id), saved, { revalidate: false })
      reset(valuesOf(saved))
      showToast(i18n._(PROFILE_SAVED_MESSAGE), { durationMs: 2000 })
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {}
      for (const [name, message] of Object.entries(fields)) if (isField(name)) setError(name, { type: 'server', message })
      setFailure(error instanceof Error ? error.message : i18n._(UPDATE_FAILED))
    }
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(undefined)
    void handleSubmit(save)(event)
  }
  const field = (name: Field) => ({
    label: i18n._(FIELD_SPECS[name].label),
    ...FIELD_SPECS[name].input,
    required: true,
    ...formatOnChange(register(name), FIELD_SPECS[name].format),
    error: errors[name]?.message,
    readOnly: saving,
  })

  return (
    <Card title={t`Personal details`} titleId="settings-profile" lead={t`Your name and contact details, as your receipts and our staff see them.`}>
      <form className="settings__form column" noValidate onSubmit={submit} aria-busy={saving}>
        {failure ? (
          <FormAlert>
            <strong>{i18n._(UPDATE_FAILED)}</strong> {failure}
          </FormAlert>
        ) : null}
        <div className="settings__row equal-columns">
          <TextField {...field('firstName')} />
          <TextField {...field('lastName')} />
        </div>
        <TextField
          {...field('email')}
          hint={emailMoves ? t`We will send a code to the new address; it counts once you enter it.` : t`You sign in with this address.`}
        />
        {emailMoves ? (
          <CurrentPasswordField
            label={t`Current password`}
            hint={t`Needed to change the address you sign in with.`}
            {...register('currentPassword')}
            error={errors.currentPassword?.message}
            readOnly={saving}
          />
        ) : null}
        <TextField {...field('phoneNumber')} />
        <ActionBar>
          <BusyButton type="submit" disabled={saving || !isDirty} busy={saving} busyLabel={<Trans>Saving...</Trans>}>
            <Trans>Save changes</Trans>
          </BusyButton>
          {isDirty && !saving ? (
            <Button
              variant="secondary"
              onClick={() => {
                reset(valuesOf(user))
                setFailure(undefined)
              }}
            >
              <Trans>Cancel</Trans>
            </Button>
          ) : null}
        </ActionBar>
      </form>
      <ProfileFacts user={user} />
      {user.verified ? null : <VerificationHint className="settings__note" />}
      <p className="settings__note">
        <Trans>To change your date of birth, place of birth or address, contact support.</Trans>
      </p>
    </Card>
  )
}
