import type { ReactNode } from 'react'
import './screen-section.css'

export interface ScreenSectionProps {
  /** The title's id, which names the section (`aria-labelledby`). */
  titleId: string
  title: ReactNode
  /** What the screen is for, in a sentence or two under the title. */
  lead: ReactNode
  /** The screen's own class, for what it lays out differently. */
  className?: string
  children: ReactNode
}

/** A staff screen of the dashboard: its title, the lead that explains it, then its parts one under the other. */
export function ScreenSection({ titleId, title, lead, className, children }: ScreenSectionProps) {
  return (
    <section className={className ? `screen-section ${className}` : 'screen-section'} aria-labelledby={titleId}>
      <h2 id={titleId} className="screen-section__title">
        {title}
      </h2>
      <p className="screen-section__lead">{lead}</p>
      {children}
    </section>
  )
}
