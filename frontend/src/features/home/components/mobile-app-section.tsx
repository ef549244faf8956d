import { useLingui as useLinguiContext } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { AppStoreBadges } from '../../../components/app-store-badges/app-store-badges'
import { CheckIcon } from '../../../components/icons/icons'
import { site } from '../../../config/site'
import { formatUsd } from '../../../lib/format'
import './mobile-app-section.css'

/** The amount on the pictured phone's screen, in cents. */
const SCREEN_AMOUNT_CENTS = 50_000

export function MobileAppSection() {
  useLinguiContext() // formats in the reader's language: renders again when it changes
  const brand = site.name
  return (
    <section className="section section--tinted mobile-app" aria-labelledby="mobile-app-title">
      <div className="mobile-app__inner container">
        <div>
          <p className="section__eyebrow eyebrow">
            <Trans>Mobile app</Trans>
          </p>
          <h2 id="mobile-app-title" className="section__title">
            <Trans>The {brand} app is on its way</Trans>
          </h2>
          <p className="section__lead">
            <Trans>
              Send money, follow your transfers and manage your recipients from your phone. Until then, everything works in your mobile browser.
            </Trans>
          </p>
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
