import type { ReactNode } from 'react'
import { LockIcon } from '../../../components/icons/icons'
import './auth.css'

export interface AuthLayoutProps {
  title: string
  lead?: ReactNode
  /** `wide` for the sign-up stepper. */
  width?: 'narrow' | 'wide'
  children: ReactNode
  footer?: ReactNode
}

/** The card the sign-in, sign-up and password pages sit in. */
export function AuthLayout({ title, lead, width = 'narrow', children, footer }: AuthLayoutProps) {
  return (
    <section className="auth" aria-labelledby="auth-title">
      <div className={`auth__card auth__card--${width}`}>
        <header className="auth__header">
          <span className="auth__badge" aria-hidden="true">
            <LockIcon />
          </span>
          <h1 id="auth-title" className="auth__title" tabIndex={-1}>
            {title}
          </h1>
          {lead ? <p className="auth__lead">{lead}</p> : null}
        </header>
        {children}
        {footer ? <div className="auth__footer">{footer}</div> : null}
      </div>
    </section>
  )
}
