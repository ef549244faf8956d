import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { InfoCard } from '../../../components/info-card/info-card'
import { SectionIntro, type SectionHeading } from './section-intro'
import './cards-section.css'

export interface CardContent {
  title: MessageDescriptor
  text: MessageDescriptor
  icon: ReactNode
}

export interface CardsSectionProps {
  titleId: string
  heading: SectionHeading
  cards: readonly CardContent[]
  /** On the white band between the grey ones. */
  tinted?: boolean
}

/** A home section of four cards, each an icon, a title and a short text: what we offer, how the money arrives. */
export function CardsSection({ titleId, heading, cards, tinted = false }: CardsSectionProps) {
  const { i18n } = useLingui()
  return (
    <section className={tinted ? 'section section--tinted' : 'section'} aria-labelledby={titleId}>
      <div className="container">
        <SectionIntro className="section__header" titleId={titleId} heading={heading} />
        <ul className="card-grid stack stack--loose">
          {cards.map((card) => (
            <li key={card.title.id}>
              <InfoCard icon={card.icon} title={i18n._(card.title)}>
                {i18n._(card.text)}
              </InfoCard>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
