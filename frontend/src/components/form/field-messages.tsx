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

/** A field's hint and error lines under its control, with the ids its `aria-describedby` names. */
export function FieldMessages({ hint, error, hintId, errorId }: { hint?: ReactNode; error?: string | undefined; hintId: string; errorId: string }) {
  // The shared rules' messages are English (the server's too): shown in the reader's language.
  useLingui()
  return (
    <>
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
    </>
  )
}
