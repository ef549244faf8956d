import type { ReactNode } from 'react'
import { CardIcon, LockIcon, ReceiptIcon, ShieldIcon } from '../../../components/icons/icons'
import './security-section.css'

/** Only claims this product keeps (card data handling per PCI DSS, encryption, receipts). */
const PROTECTIONS: readonly { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Card details never stored in full',
    text: 'We keep only the card brand and the last four digits. Your security code (CVV) is checked, then discarded.',
    icon: <CardIcon />,
  },
  {
    title: 'Encrypted in transit and at rest',
    text: 'Every page and payment travels over HTTPS, and your records are encrypted where they are stored.',
    icon: <LockIcon />,
  },
  {
    title: 'Protected sign-in',
    text: 'Passwords are never stored in plain text, and signing in gives you a short-lived session.',
    icon: <ShieldIcon />,
  },
  {
    title: 'Every transfer on record',
    text: 'Each transfer gets an invoice number, a status you can follow and a printable receipt.',
    icon: <ReceiptIcon />,
  },
]

export function SecuritySection() {
  return (
    <section className="section security" aria-labelledby="security-title">
      <div className="security__inner container">
        <header className="security__intro">
          <span className="security__badge">
            <ShieldIcon />
          </span>
          <p className="section__eyebrow">Security</p>
          <h2 id="security-title" className="section__title">
            Your money and your data, protected
          </h2>
          <p className="section__lead">
            We handle your payment details with care at every step, from the moment you enter your card to the moment your family collects.
          </p>
        </header>
        <ul className="security__list">
          {PROTECTIONS.map((item) => (
            <li key={item.title} className="security__item">
              <span className="security__icon">{item.icon}</span>
              <div>
                <h3 className="security__title">{item.title}</h3>
                <p className="security__text">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
