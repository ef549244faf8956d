import { useLingui } from '@lingui/react/macro'
import { TextField, type TextFieldProps } from './text-field'

/** An e-mail input with the attributes every e-mail field wants (keyboard, autofill, no autocorrect). */
export function EmailField({ label, ...props }: Omit<TextFieldProps, 'label' | 'type'> & { label?: string }) {
  const { t } = useLingui()
  return (
    <TextField
      label={label ?? t`Email`}
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="off"
      spellCheck={false}
      placeholder={t({ message: 'you@example.com', comment: 'An example e-mail address: keep a domain reserved for examples' })}
      {...props}
    />
  )
}
