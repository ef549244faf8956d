import { useId, type ComponentProps, type ReactNode } from 'react'
import { fieldDescription, FieldFrame } from './field-messages'
import './form.css'

/** The input's own props, `ref` included (react-hook-form's `register` reaches the input through it). */
export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: string
  /** Shown under the input, linked with aria-describedby, and marks the input aria-invalid. */
  error?: string | undefined
  /** Help text under the input (also linked). */
  hint?: ReactNode
  /** Inside the input's box at its end, e.g. a show/hide password toggle. */
  endAdornment?: ReactNode
  /** Fixed text before the input, e.g. a dialling code '+254'; part of the input's accessible description. */
  prefix?: string
}

/** A labelled input with its hint and error text (forms use `noValidate`: the messages are ours). */
export function TextField({ label, error, hint, endAdornment, prefix, id, className, ...input }: TextFieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const prefixId = `${inputId}-prefix`
  const { value: describedBy } = fieldDescription(inputId, hint, error, prefix ? prefixId : undefined)
  const controlClass = ['field__control', endAdornment ? 'field__control--adorned' : '', prefix ? 'field__control--prefixed' : '']
    .filter(Boolean)
    .join(' ')
  return (
    <FieldFrame controlId={inputId} label={label} hint={hint} error={error} className={className}>
      <div className={controlClass}>
        {prefix ? (
          <span id={prefixId} className="field__prefix">
            {prefix}
          </span>
        ) : null}
        <input id={inputId} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {endAdornment}
      </div>
    </FieldFrame>
  )
}
