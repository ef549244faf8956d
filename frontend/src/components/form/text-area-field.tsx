import { useId, type ComponentProps } from 'react'
import { fieldDescription, FieldMessages } from './field-messages'
import './form.css'

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: string
  error?: string | undefined
  hint?: string
}

/** A labelled textarea with its hint and error text, styled like the text inputs. */
export function TextAreaField({ label, error, hint, id, className, rows = 4, ...area }: TextAreaFieldProps) {
  const autoId = useId()
  const areaId = id ?? autoId
  const { hintId, errorId, value: describedBy } = fieldDescription(areaId, hint, error)
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={areaId} className="field__label">
        {label}
      </label>
      <textarea
        id={areaId}
        className="field__input field__textarea"
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...area}
      />
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  )
}
