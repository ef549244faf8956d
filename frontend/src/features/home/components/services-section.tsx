import type { ReactNode } from 'react'
import { BankIcon, CardIcon, CashIcon, PhoneIcon } from '../../../components/icons/icons'
import { InfoCard } from './info-card'

const SERVICES: readonly { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Cash Collection',
    text: 'Your recipient collects the money in cash, and the transfer is marked paid once it is picked up.',
    icon: <CashIcon />,
  },
  {
    title: 'Mobile Money',
    text: "Send straight to your recipient's mobile money account using their mobile number.",
    icon: <PhoneIcon />,
  },
  {
    title: 'Bank Transfer',
    text: "Pay into your recipient's bank account for larger amounts and regular support.",
    icon: <BankIcon />,
  },
  {
    title: 'Card Payments',
    text: 'Pay in US dollars with your debit or credit card. No bank setup, no waiting.',
    icon: <CardIcon />,
  },
]

export function ServicesSection() {
  return (
    <section className="section section--tinted" aria-labelledby="services-title">
      <div className="container">
        <header className="section__header">
          <p className="section__eyebrow">Our services</p>
          <h2 id="services-title" className="section__title">
            The way your family wants to receive it
          </h2>
          <p className="section__lead">You pay by card; they choose how to collect.</p>
        </header>
        <ul className="card-grid">
          {SERVICES.map((service) => (
            <li key={service.title}>
              <InfoCard icon={service.icon} title={service.title}>
                {service.text}
              </InfoCard>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
