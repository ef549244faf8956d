import { useLingui } from '@lingui/react/macro'
import { CodeField, type CodeFieldProps } from './code-field'

/**
 * The 6-digit code of an authenticator app (two-factor sign-in): CodeField's numeric keypad,
 * one-time-code autofill and digits-only value, with room for the space apps show ('123 456'), so
 * a pasted code arrives whole and the formatter keeps its six digits.
 */
export function AuthenticatorCodeField({ label, ...field }: CodeFieldProps) {
  const { t } = useLingui()
  return <CodeField label={label ?? t`Code from your authenticator app`} maxLength={7} pattern="[0-9]*" {...field} />
}
