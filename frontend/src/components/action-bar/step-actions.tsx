import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '../button/button'
import { ActionBar } from './action-bar'

export interface StepActionsProps {
  /** On the first step Back waits. */
  first: boolean
  /** The step is filled in well enough to go on (Next). */
  canGoOn: boolean
  busy: boolean
  onBack: () => void
  /** On the last step, instead of Next: the submit button that finishes the wizard. */
  finish?: ReactNode
}

/** A wizard's Back, and Next or, on its last step, the button that finishes it. */
export function StepActions({ first, canGoOn, busy, onBack, finish }: StepActionsProps) {
  return (
    <ActionBar align="steps">
      <Button variant="secondary" onClick={onBack} disabled={first || busy}>
        <Trans>Back</Trans>
      </Button>
      {finish ?? (
        <Button type="submit" disabled={!canGoOn || busy}>
          <Trans>Next</Trans>
        </Button>
      )}
    </ActionBar>
  )
}
