import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { BoltIcon, HeadsetIcon, PercentIcon, ShieldIcon } from '../../../components/icons/icons'
import { site } from '../../../config/site'
import { InfoCard } from './info-card'

const FEATURES: readonly { title: MessageDescriptor; text: MessageDescriptor; icon: ReactNode }[] = [
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
  const { i18n } = useLingui()
  const brand = site.name
  return (
    <section className="section" aria-labelledby="features-title">
      <div className="container">
        <header className="section__header">
          <p className="section__eyebrow eyebrow">
            <Trans>Why {brand}</Trans>
          </p>
          <h2 id="features-title" className="section__title">
            <Trans>Sending money should be simple</Trans>
          </h2>
        </header>
        <ul className="card-grid stack stack--loose">
          {FEATURES.map((feature) => (
            <li key={feature.title.id}>
              <InfoCard icon={feature.icon} title={i18n._(feature.title)}>
                {i18n._(feature.text)}
              </InfoCard>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
