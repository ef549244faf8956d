import type { ReactNode } from 'react'
import './status-page.css'

export interface StatusPageProps {
  /** Small line above the heading, e.g. "404". */
  eyebrow?: string
  title: string
  children?: ReactNode
  actions?: ReactNode
}

/** A centred message page: not found, unexpected error. */
export function StatusPage({ eyebrow, title, children, actions }: StatusPageProps) {
  return (
    <section className="status-page container" aria-labelledby="status-page-title">
      <div className="status-page__card">
        {eyebrow ? <p className="status-page__eyebrow">{eyebrow}</p> : null}
        <h1 id="status-page-title" className="status-page__title">
          {title}
        </h1>
        <div className="status-page__body">{children}</div>
        {actions ? <div className="status-page__actions">{actions}</div> : null}
      </div>
    </section>
  )
}
