import { msg } from '@lingui/core/macro'
import { useLingui as useLinguiContext } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { AppStoreBadges } from '../../../components/app-store-badges/app-store-badges'
import { CheckIcon } from '../../../components/icons/icons'
import { site } from '../../../config/site'
import { formatUsd } from '../../../lib/format'
import { SectionIntro, type SectionHeading } from './section-intro'
import './mobile-app-section.css'

/** The amount on the pictured phone's screen, in cents. */
const SCREEN_AMOUNT_CENTS = 50_000

const brand = site.name

const HEADING: SectionHeading = {
  eyebrow: msg`Mobile app`,
  title: msg`The ${brand} app is on its way`,
  lead: msg`Send money, follow your transfers and manage your recipients from your phone. Until then, everything works in your mobile browser.`,
}

export function MobileAppSection() {
  useLinguiContext() // formats in the reader's language: renders again when it changes
  return (
    <section className="section section--tinted mobile-app" aria-labelledby="mobile-app-title">
      <div className="mobile-app__inner container">
        <div>
          <SectionIntro titleId="mobile-app-title" heading={HEADING} />
          <AppStoreBadges className="mobile-app__stores" />
        </div>
        <div className="mobile-app__phone" aria-hidden="true">
          <div className="mobile-app__screen">
            <span className="mobile-app__screen-brand">{brand}</span>
            <span className="mobile-app__screen-amount">{formatUsd(SCREEN_AMOUNT_CENTS)}</span>
            <span className="mobile-app__screen-status">
              <CheckIcon />
              <Trans>Transfer sent</Trans>
            </span>
            <span className="mobile-app__screen-line" />
            <span className="mobile-app__screen-line mobile-app__screen-line--short" />
          </div>
        </div>
      </div>
    </section>
  )
}
