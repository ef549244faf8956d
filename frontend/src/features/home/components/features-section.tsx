import type { ReactNode } from 'react'
import { BoltIcon, HeadsetIcon, PercentIcon, ShieldIcon } from '../../../components/icons/icons'
import { site } from '../../../config/site'
import { InfoCard } from './info-card'

const FEATURES: readonly { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Fast transfers',
    text: 'Every destination we serve supports instant transfer, so the money is there when your family needs it.',
    icon: <BoltIcon />,
  },
  {
    title: 'Low, clear fees',
    text: 'A 5% fee, and only 3% on amounts above $3,000. You see the fee and the total before you pay.',
    icon: <PercentIcon />,
  },
  {
    title: 'Secure payments',
    text: 'Encrypted connections, verified accounts, and card details we never keep in full.',
    icon: <ShieldIcon />,
  },
  {
    title: '24/7 support',
    text: 'Reach us any time, day or night. We respond within 1 hour.',
    icon: <HeadsetIcon />,
  },
]

export function FeaturesSection() {
  return (
    <section className="section" aria-labelledby="features-title">
      <div className="container">
        <header className="section__header">
          <p className="section__eyebrow">Why {site.name}</p>
          <h2 id="features-title" className="section__title">
            Sending money should be simple
          </h2>
        </header>
        <ul className="card-grid">
          {FEATURES.map((feature) => (
            <li key={feature.title}>
              <InfoCard icon={feature.icon} title={feature.title}>
                {feature.text}
              </InfoCard>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
