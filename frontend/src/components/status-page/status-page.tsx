import { useContext, type ReactNode } from 'react'
import { StatusHeadingLevel } from './heading-level'
import './status-page.css'

export interface StatusPageProps {
  /** Small line above the heading, e.g. "404". */
  eyebrow?: string
  title: string
  children?: ReactNode
  actions?: ReactNode
  /** 1 on a page of its own; 2 inside a shell whose header is the h1. Default: {@link StatusHeadingLevel}. */
  headingLevel?: 1 | 2
}

/** A centred message page: not found, forbidden, unexpected error. */
export function StatusPage({ eyebrow, title, children, actions, headingLevel }: StatusPageProps) {
  const inherited = useContext(StatusHeadingLevel)
  const Heading = (headingLevel ?? inherited) === 1 ? 'h1' : 'h2'
  return (
    <section className="status-page container" aria-labelledby="status-page-title">
      <div className="status-page__card">
        {eyebrow ? <p className="status-page__eyebrow">{eyebrow}</p> : null}
        <Heading id="status-page-title" className="status-page__title">
          {title}
        </Heading>
        <div className="status-page__body">{children}</div>
        {actions ? <div className="status-page__actions">{actions}</div> : null}
      </div>
    </section>
  )
}
