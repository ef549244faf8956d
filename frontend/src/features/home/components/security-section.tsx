import { msg } from '@lingui/core/macro'
import { ContentCards, type ContentCardItem } from '../../../components/content-page/content-cards'
import { CardIcon, LockIcon, ReceiptIcon, ShieldIcon } from '../../../components/icons/icons'
import { SectionIntro, type SectionHeading } from './section-intro'
import './security-section.css'

const HEADING: SectionHeading = {
  eyebrow: msg`Security`,
  title: msg`Your money and your data, protected`,
  lead: msg`We handle your payment details with care at every step, from the moment you enter your card to the moment your family collects.`,
}

/** Only claims this product keeps (card data handling per PCI DSS, encryption, receipts). */
const PROTECTIONS: readonly ContentCardItem[] = [
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
  return (
    <section className="section security" aria-labelledby="security-title">
      <div className="security__inner container">
        <SectionIntro className="security__intro" titleId="security-title" heading={HEADING}>
          <span className="security__badge icon-tile icon-tile--solid">
            <ShieldIcon />
          </span>
        </SectionIntro>
        <ContentCards items={PROTECTIONS} compact className="security__list" />
      </div>
    </section>
  )
}
