import type { ReactNode } from 'react'
import { AlertIcon, CheckIcon } from '../icons/icons'
import './form.css'

/** The message above a form: a failure (role=alert) or a confirmation (role=status). */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`form-alert form-alert--${tone} callout`}>
      {tone === 'error' ? <AlertIcon className="form-alert__icon" /> : <CheckIcon className="form-alert__icon" />}
      <div className="form-alert__text">{children}</div>
    </div>
  )
}
