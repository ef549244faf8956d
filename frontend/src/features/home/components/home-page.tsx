import { msg } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { FeaturesSection } from './features-section'
import { Hero } from './hero'
import { MobileAppSection } from './mobile-app-section'
import { SectionIntro, type SectionHeading } from './section-intro'
import { SecuritySection } from './security-section'
import { ServicesSection } from './services-section'
import { StatsSection } from './stats-section'

const DESTINATIONS_ANCHOR = 'destinations'

const DESTINATIONS_HEADING: SectionHeading = {
  eyebrow: msg`Where we send`,
  title: msg`Choose a destination`,
  lead: msg`Pick the country your family lives in to see the fee and total before you send.`,
}

/**
 * Spec 2.3, the home page's sections: hero, countries grid, stats, features, services, security,
 * app. A chunk of its own (app/home-sections.tsx composes it with the destinations grid; app/routes/home.tsx loads that during the 1-second spinner), so no other
 * page's first load carries them.
 */
export function HomePage({ signedIn, destinations }: { signedIn: boolean; destinations: ReactNode }) {
  return (
    <>
      <Hero destinationsAnchor={DESTINATIONS_ANCHOR} signedIn={signedIn} />
      <section id={DESTINATIONS_ANCHOR} className="section" aria-labelledby="destinations-title">
        <div className="container">
          <SectionIntro className="section__header" titleId="destinations-title" heading={DESTINATIONS_HEADING} />
          {destinations}
        </div>
      </section>
      <StatsSection />
      <FeaturesSection />
      <ServicesSection />
      <SecuritySection />
      <MobileAppSection />
    </>
  )
}
