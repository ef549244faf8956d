import { useLingui } from '@lingui/react/macro'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { PasswordField } from './password-field'
import { PASSWORD_HINT } from './person-fields'

/** A form's input for one of the two fields, with the message its rules give. */
type NewPasswordInput = UseFormRegisterReturn & { error: string | undefined }

/**
 * A new password typed twice (a reset, a change): both offered to the browser's password manager as
 * the new one, the first with the sign-up rules it must meet.
 */
export function NewPasswordFields({ password, confirm, readOnly }: { password: NewPasswordInput; confirm: NewPasswordInput; readOnly: boolean }) {
  const { t, i18n } = useLingui()
  return (
    <>
      <PasswordField label={t`New password`} autoComplete="new-password" hint={i18n._(PASSWORD_HINT)} required {...password} readOnly={readOnly} />
      <PasswordField label={t`Confirm new password`} autoComplete="new-password" required {...confirm} readOnly={readOnly} />
    </>
  )
}
