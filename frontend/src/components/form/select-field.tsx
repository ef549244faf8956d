import { useId, type ReactNode, type SelectHTMLAttributes } from 'react'
import { fieldDescription, FieldFrame } from './field-messages'
import './form.css'

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string
  options: readonly (string | { value: string; label: string })[]
  /** A first, empty option (e.g. 'Select a saved recipient'). */
  placeholder?: string
  error?: string | undefined
  hint?: ReactNode
}

/** A labelled native select with its hint and error text, styled like the text inputs. */
export function SelectField({ label, options, placeholder, error, hint, id, className, ...select }: SelectFieldProps) {
  const autoId = useId()
  const selectId = id ?? autoId
  const { value: describedBy } = fieldDescription(selectId, hint, error)
  return (
    <FieldFrame controlId={selectId} label={label} hint={hint} error={error} className={className}>
      <select id={selectId} className="field__input field__select" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option
          return (
            <option key={value} value={value}>
              {text}
            </option>
          )
        })}
      </select>
    </FieldFrame>
  )
}
