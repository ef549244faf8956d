import { msg } from '@lingui/core/macro'
import { BankIcon, CardIcon, CashIcon, PhoneIcon } from '../../../components/icons/icons'
import { CardsSection, type CardContent } from './cards-section'
import type { SectionHeading } from './section-intro'

const HEADING: SectionHeading = {
  eyebrow: msg`Our services`,
  title: msg`The way your family wants to receive it`,
  lead: msg`You pay by card; they choose how to collect.`,
}

const SERVICES: readonly CardContent[] = [
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
  return <CardsSection titleId="services-title" heading={HEADING} cards={SERVICES} tinted />
}
