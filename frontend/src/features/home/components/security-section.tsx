import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { CardIcon, LockIcon, ReceiptIcon, ShieldIcon } from '../../../components/icons/icons'
import './security-section.css'

/** Only claims this product keeps (card data handling per PCI DSS, encryption, receipts). */
const PROTECTIONS: readonly { title: MessageDescriptor; text: MessageDescriptor; icon: ReactNode }[] = [
  {
    title: msg`Card details never stored in full`,
    text: msg`We keep only the card brand and the last four digits. Your security code (CVV) is checked, then discarded.`,
    icon: <CardIcon />,
  },
  {
    title: msg`Encrypted in transit and at rest`,
    text: msg`Every page and payment travels over HTTPS, and your records are encrypted where they are stored.`,
    icon: <LockIcon />,
  },
  {
    title: msg`Protected sign-in`,
    text: msg`Passwords are never stored in plain text, and signing in gives you a short-lived session.`,
    icon: <ShieldIcon />,
  },
  {
    title: msg`Every transfer on record`,
    text: msg`Each transfer gets an invoice number, a status you can follow and a printable receipt.`,
    icon: <ReceiptIcon />,
  },
]

export function SecuritySection() {
  const { i18n } = useLingui()
  return (
    <section className="section security" aria-labelledby="security-title">
      <div className="security__inner container">
        <header className="security__intro">
          <span className="security__badge icon-tile icon-tile--solid">
            <ShieldIcon />
          </span>
          <p className="section__eyebrow eyebrow">
            <Trans>Security</Trans>
          </p>
          <h2 id="security-title" className="section__title">
            <Trans>Your money and your data, protected</Trans>
          </h2>
          <p className="section__lead">
            <Trans>
              We handle your payment details with care at every step, from the moment you enter your card to the moment your family collects.
            </Trans>
          </p>
        </header>
        <ul className="security__list stack">
          {PROTECTIONS.map((item) => (
            <li key={item.title.id} className="security__item surface surface--raised">
              <span className="security__icon icon-tile">{item.icon}</span>
              <div>
                <h3 className="security__title">{i18n._(item.title)}</h3>
                <p className="security__text">{i18n._(item.text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
