import { useId, type ComponentProps } from 'react'
import { fieldDescription, FieldFrame } from './field-messages'
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
  const { value: describedBy } = fieldDescription(areaId, hint, error)
  return (
    <FieldFrame controlId={areaId} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={areaId}
        className="field__input field__textarea"
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...area}
      />
    </FieldFrame>
  )
}
