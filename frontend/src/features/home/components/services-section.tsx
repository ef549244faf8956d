import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { BankIcon, CardIcon, CashIcon, PhoneIcon } from '../../../components/icons/icons'
import { InfoCard } from './info-card'

const SERVICES: readonly { title: MessageDescriptor; text: MessageDescriptor; icon: ReactNode }[] = [
  {
    title: msg`Cash Collection`,
    text: msg`Your recipient collects the money in cash, and the transfer is marked paid once it is picked up.`,
    icon: <CashIcon />,
  },
  {
    title: msg`Mobile Money`,
    text: msg`Send straight to your recipient's mobile money account using their mobile number.`,
    icon: <PhoneIcon />,
  },
  {
    title: msg`Bank Transfer`,
    text: msg`Pay into your recipient's bank account for larger amounts and regular support.`,
    icon: <BankIcon />,
  },
  {
    title: msg`Card Payments`,
    text: msg`Pay in US dollars with your debit or credit card. No bank setup, no waiting.`,
    icon: <CardIcon />,
  },
]

export function ServicesSection() {
  const { i18n } = useLingui()
  return (
    <section className="section section--tinted" aria-labelledby="services-title">
      <div className="container">
        <header className="section__header">
          <p className="section__eyebrow eyebrow">
            <Trans>Our services</Trans>
          </p>
          <h2 id="services-title" className="section__title">
            <Trans>The way your family wants to receive it</Trans>
          </h2>
          <p className="section__lead">
            <Trans>You pay by card; they choose how to collect.</Trans>
          </p>
        </header>
        <ul className="card-grid stack stack--loose">
          {SERVICES.map((service) => (
            <li key={service.title.id}>
              <InfoCard icon={service.icon} title={i18n._(service.title)}>
                {i18n._(service.text)}
              </InfoCard>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
