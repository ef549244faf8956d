import { useLingui } from '@lingui/react/macro'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { formatOnChange } from '../../lib/form/format-on-change'
import { TextField, type TextFieldProps } from './text-field'

/** Keeps the digits of what was typed or pasted, at most six ('123 456' and '123-456' become '123456'). */
const codeDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, 6)

export interface CodeFieldProps extends Omit<TextFieldProps, 'label'> {
  registration: UseFormRegisterReturn
  label?: string
}

/**
 * The 6-digit code from an e-mail (a password reset, a sign-up's confirmation): the numeric keypad
 * on phones, the browser's one-time-code autofill, digits only. No maxLength: it would cut a pasted
 * '123 456' before the formatter keeps its six digits.
 */
export function CodeField({ registration, label, ...field }: CodeFieldProps) {
  const { t } = useLingui()
  return (
    <TextField
      label={label ?? t`Code from the e-mail`}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder="123456"
      required
      {...field}
      {...formatOnChange(registration, codeDigits)}
    />
  )
}
