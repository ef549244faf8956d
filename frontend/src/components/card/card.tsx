import type { ReactNode } from 'react'
import './card.css'

export interface CardProps {
  /** A titled card is a section named by its title. */
  title?: ReactNode
  titleId?: string
  /** The title's level where the card sits under a page's own h2. */
  titleAs?: 'h2' | 'h3'
  /** A line under the title. */
  lead?: ReactNode
  /** Beside the title, at the far end: a note or a link such as 'View all'. */
  aside?: ReactNode
  /** The content is loading (aria-busy). */
  busy?: boolean
  className?: string
  children: ReactNode
}

/** A white panel with a border and a soft shadow: the surface every dashboard box sits on. */
export function Card({ title, titleId, titleAs: Title = 'h2', lead, aside, busy, className, children }: CardProps) {
  const classes = className ? `card surface surface--raised ${className}` : 'card surface surface--raised'
  if (!title) return <div className={classes}>{children}</div>
  const heading = (
    <Title id={titleId} className="card__title">
      {title}
    </Title>
  )
  return (
    <section className={classes} aria-labelledby={titleId} aria-busy={busy || undefined}>
      {aside ? (
        <div className="card__header split-row">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {lead ? <p className="card__lead">{lead}</p> : null}
      <div className="card__body">{children}</div>
    </section>
  )
}
