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
  className?: string
  children: ReactNode
}

/** A white panel with a border and a soft shadow: the surface every dashboard box sits on. */
export function Card({ title, titleId, titleAs: Title = 'h2', lead, className, children }: CardProps) {
  const classes = className ? `card ${className}` : 'card'
  if (!title) return <div className={classes}>{children}</div>
  return (
    <section className={classes} aria-labelledby={titleId}>
      <Title id={titleId} className="card__title">
        {title}
      </Title>
      {lead ? <p className="card__lead">{lead}</p> : null}
      <div className="card__body">{children}</div>
    </section>
  )
}
