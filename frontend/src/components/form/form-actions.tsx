import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button, type ButtonVariant } from '../button/button'
import './form.css'

export interface FormActionsProps {
  /** The form is being sent: both buttons wait, and the submit button says what it is doing. */
  busy: boolean
  onCancel: () => void
  submitLabel: ReactNode
  busyLabel: ReactNode
  tone?: ButtonVariant
}

/** A dialog's or an inline form's Cancel and its submit button, the submit button last. */
export function FormActions({ busy, onCancel, submitLabel, busyLabel, tone = 'primary' }: FormActionsProps) {
  return (
    <div className="form-actions">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type="submit" variant={tone} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  )
}
