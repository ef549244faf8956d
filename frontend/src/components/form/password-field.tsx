import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { EyeIcon, EyeOffIcon } from './form-icons'
import { TextField, type TextFieldProps } from './text-field'

/** A password input with a show/hide toggle (a toggle button: its state is aria-pressed). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'endAdornment'>) {
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
          className="field__adornment"
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
