import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** A home section's heading: the small label above, the title, and the line under it. */
export interface SectionHeading {
  eyebrow: MessageDescriptor
  title: MessageDescriptor
  lead?: MessageDescriptor
}

export interface SectionIntroProps {
  /** The title's id, which names the section. */
  titleId: string
  heading: SectionHeading
  className?: string
  /** Above the label: the security section's badge. */
  children?: ReactNode
}

/** The opening of a home page section: its label, its title (h2) and its lead. */
export function SectionIntro({ titleId, heading, className, children }: SectionIntroProps) {
  const { i18n } = useLingui()
  return (
    <header className={className}>
      {children}
      <p className="section__eyebrow eyebrow">{i18n._(heading.eyebrow)}</p>
      <h2 id={titleId} className="section__title">
        {i18n._(heading.title)}
      </h2>
      {heading.lead ? <p className="section__lead">{i18n._(heading.lead)}</p> : null}
    </header>
  )
}
