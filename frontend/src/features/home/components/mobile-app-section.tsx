import { AppStoreBadges } from '../../../components/app-store-badges/app-store-badges'
import { CheckIcon } from '../../../components/icons/icons'
import { site } from '../../../config/site'
import './mobile-app-section.css'

export function MobileAppSection() {
  return (
    <section className="section section--tinted mobile-app" aria-labelledby="mobile-app-title">
      <div className="mobile-app__inner container">
        <div>
          <p className="section__eyebrow">Mobile app</p>
          <h2 id="mobile-app-title" className="section__title">
            The {site.name} app is on its way
          </h2>
          <p className="section__lead">
            Send money, follow your transfers and manage your recipients from your phone. Until then, everything works in your mobile browser.
          </p>
          <AppStoreBadges className="mobile-app__stores" />
        </div>
        <div className="mobile-app__phone" aria-hidden="true">
          <div className="mobile-app__screen">
            <span className="mobile-app__screen-brand">{site.name}</span>
            <span className="mobile-app__screen-amount">$500.00</span>
            <span className="mobile-app__screen-status">
              <CheckIcon />
              Transfer sent
            </span>
            <span className="mobile-app__screen-line" />
            <span className="mobile-app__screen-line mobile-app__screen-line--short" />
          </div>
        </div>
      </div>
    </section>
  )
}
