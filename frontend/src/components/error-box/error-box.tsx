import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '../button/button'
import { AlertIcon } from '../icons/icons'
import './error-box.css'

export interface ErrorBoxProps {
  title: string
  message: string
  /** Shows a "Try Again" button when given. */
  onRetry?: () => void
  retrying?: boolean
  children?: ReactNode
}

/** The red error box (spec 8), e.g. 'Error loading countries' with the reason and Try Again. */
export function ErrorBox({ title, message, onRetry, retrying = false, children }: ErrorBoxProps) {
  const { t } = useLingui()
  return (
    <div role="alert" className="error-box callout">
      <AlertIcon className="error-box__icon" />
      <div className="error-box__body">
        <p className="error-box__title">{title}</p>
        <p className="error-box__message">{message}</p>
        {children}
        {onRetry ? (
          <Button variant="danger" className="error-box__retry" onClick={onRetry} disabled={retrying}>
            {retrying ? t`Trying again…` : t`Try Again`}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
