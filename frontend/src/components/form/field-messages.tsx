import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { serverText } from '../../lib/i18n/server-text'

/** The ids a control names in `aria-describedby`, and that value (undefined when there is neither). */
export function fieldDescription(controlId: string, hint: unknown, error: unknown, ...before: (string | undefined)[]) {
  const hintId = `${controlId}-hint`
  const errorId = `${controlId}-error`
  const value = [...before, hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined
  return { hintId, errorId, value }
}

export interface FieldFrameProps {
  /** The control's id, which the label names and the hint's and error's ids follow from. */
  controlId: string
  label: ReactNode
  hint?: ReactNode
  error?: string | undefined
  className?: string | undefined
  /** The control: an input, a select, a textarea. */
  children: ReactNode
}

/** A field's box: its label, its control, and under it the hint and the error, with the ids the control's `aria-describedby` names. */
export function FieldFrame({ controlId, label, hint, error, className, children }: FieldFrameProps) {
  // The shared rules' messages are English (the server's too): shown in the reader's language.
  useLingui()
  const { hintId, errorId } = fieldDescription(controlId, hint, error)
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={controlId} className="field__label">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {serverText(error)}
        </p>
      ) : null}
    </div>
  )
}
