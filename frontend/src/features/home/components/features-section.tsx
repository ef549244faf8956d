import { msg } from '@lingui/core/macro'
import { BoltIcon, HeadsetIcon, PercentIcon, ShieldIcon } from '../../../components/icons/icons'
import { site } from '../../../config/site'
import { CardsSection, type CardContent } from './cards-section'
import type { SectionHeading } from './section-intro'

const brand = site.name

const HEADING: SectionHeading = { eyebrow: msg`Why ${brand}`, title: msg`Sending money should be simple` }

const FEATURES: readonly CardContent[] = [
  {
    title: msg`Fast transfers`,
    text: msg`Every destination we serve supports instant transfer, so the money is there when your family needs it.`,
    icon: <BoltIcon />,
  },
  {
    title: msg`Low, clear fees`,
    text: msg`A 5% fee, and only 3% on amounts above $3,000. You see the fee and the total before you pay.`,
    icon: <PercentIcon />,
  },
  {
    title: msg`Secure payments`,
    text: msg`Encrypted connections, verified accounts, and card details we never keep in full.`,
    icon: <ShieldIcon />,
  },
  {
    title: msg`24/7 support`,
    text: msg`Reach us any time, day or night. We respond within 1 hour.`,
    icon: <HeadsetIcon />,
  },
]

export function FeaturesSection() {
  return <CardsSection titleId="features-title" heading={HEADING} cards={FEATURES} />
}
