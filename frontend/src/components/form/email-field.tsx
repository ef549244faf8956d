import { TextField, type TextFieldProps } from './text-field'

/** An e-mail input with the attributes every e-mail field wants (keyboard, autofill, no autocorrect). */
export function EmailField({ label = 'Email', ...props }: Omit<TextFieldProps, 'label' | 'type'> & { label?: string }) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="off"
      spellCheck={false}
      placeholder="you@example.com"
      {...props}
    />
  )
}
