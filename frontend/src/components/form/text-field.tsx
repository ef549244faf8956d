import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import './form.css'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string
  /** Shown under the input, linked with aria-describedby, and marks the input aria-invalid. */
  error?: string | undefined
  /** Help text under the input (also linked). */
  hint?: ReactNode
  /** Inside the input's box at its end, e.g. a show/hide password toggle. */
  endAdornment?: ReactNode
}

/** A labelled input with its hint and error text (forms use `noValidate`: the messages are ours). */
export function TextField({ label, error, hint, endAdornment, id, className, ...input }: TextFieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <div className={endAdornment ? 'field__control field__control--adorned' : 'field__control'}>
        <input
          id={inputId}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {endAdornment}
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
