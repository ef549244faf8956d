import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { EyeIcon, EyeOffIcon } from './form-icons'
import { TextField, type TextFieldProps } from './text-field'

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>

/** A password input with a show/hide toggle (a toggle button: its state is aria-pressed). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useLingui()
  const [shown, setShown] = useState(false)
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      endAdornment={
        <button
          type="button"
          className="field__adornment icon-button icon-button--ghost"
          aria-label={t`Show password`}
          aria-pressed={shown}
          title={shown ? t`Hide password` : t`Show password`}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  )
}

/**
 * The account's own password, asked to sign in or before a security change: required, and offered
 * by the browser's password manager. Labelled "Password" unless told otherwise.
 */
export function CurrentPasswordField({ label, ...props }: Omit<PasswordFieldProps, 'label' | 'autoComplete' | 'required'> & { label?: string }) {
  const { t } = useLingui()
  return <PasswordField label={label ?? t`Password`} autoComplete="current-password" required {...props} />
}
