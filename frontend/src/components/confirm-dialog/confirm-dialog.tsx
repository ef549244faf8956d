import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { Button, type ButtonVariant } from '../button/button'
import { Modal } from '../modal/modal'
import './confirm-dialog.css'

/** Spec 8: the question before a delete (render with `i18n._`). */
export const DELETE_QUESTION = { title: msg`Are you sure?`, message: msg`You won't be able to revert this!` } as const

/** What a failed action shows in the dialog instead of the question. */
export interface Failure {
  title: string
  message: string
}

export interface ConfirmDialogProps {
  open: boolean
  title: string
  message: ReactNode
  confirmLabel: string
  /** What the dismissing button says ('Cancel' unless that would read as the action, e.g. cancelling a transfer). */
  dismissLabel?: string
  /** `danger` for what cannot be undone (delete). */
  tone?: Extract<ButtonVariant, 'primary' | 'danger'>
  /** Runs on confirm; the dialog stays open, busy, until it settles. Resolves: the dialog closes. */
  onConfirm: () => Promise<void>
  /** Turns a rejection of `onConfirm` into the title and text shown in the dialog. */
  describeFailure: (error: unknown) => Failure
  /** The dialog has closed (confirmed, cancelled or after a failure was read). */
  onClose: () => void
}

type Phase = { name: 'ask' } | { name: 'working' } | { name: 'failed'; failure: Failure }

/**
 * A question before an action (spec 8 'Are you sure?'), on the Modal: Cancel or confirm. The action
 * runs while the dialog shows it is busy; a failure replaces the question with its reason and an OK
 * button, so the user reads it where they acted, and focus goes back to the control that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  dismissLabel,
  tone = 'primary',
  onConfirm,
  describeFailure,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useLingui()
  const [phase, setPhase] = useState<Phase>({ name: 'ask' })
  const [wasOpen, setWasOpen] = useState(open)
  // Each opening starts with the question (adjusting state while rendering, not in an effect).
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setPhase({ name: 'ask' })
  }

  const confirm = async () => {
    setPhase({ name: 'working' })
    try {
      await onConfirm()
    } catch (error) {
      setPhase({ name: 'failed', failure: describeFailure(error) })
      return
    }
    onClose()
  }
  // While the action runs the dialog cannot be dismissed: its outcome must be seen.
  const close = () => {
    if (phase.name !== 'working') onClose()
  }

  const failed = phase.name === 'failed' ? phase.failure : undefined
  return (
    <Modal open={open} onClose={close} title={failed ? failed.title : title}>
      {failed ? (
        <div role="alert" className="confirm-dialog__failure">
          {failed.message}
        </div>
      ) : (
        <div className="confirm-dialog__message">{message}</div>
      )}
      <div className="confirm-dialog__actions">
        {failed ? (
          // The failure takes focus, so it is read at once; OK gives it back to the opener.
          <Button autoFocus onClick={onClose}>
            <Trans>OK</Trans>
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={phase.name === 'working'}>
              {dismissLabel ?? <Trans>Cancel</Trans>}
            </Button>
            <Button variant={tone} onClick={() => void confirm()} disabled={phase.name === 'working'} aria-busy={phase.name === 'working'}>
              {phase.name === 'working' ? t`Please wait…` : confirmLabel}
            </Button>
          </>
        )}
      </div>
    </Modal>
  )
}

export interface MessageDialogProps {
  open: boolean
  title: string
  message: ReactNode
  onClose: () => void
}

/** A message that needs acknowledging, e.g. 'Permission Denied' with the rule that refused. */
export function MessageDialog({ open, title, message, onClose }: MessageDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <div className="confirm-dialog__message">{message}</div>
      <div className="confirm-dialog__actions">
        <Button onClick={onClose}>
          <Trans>OK</Trans>
        </Button>
      </div>
    </Modal>
  )
}
