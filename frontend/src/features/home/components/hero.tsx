import { Link } from 'react-router'
import { ButtonLink, buttonClasses } from '../../../components/button/button'
import { ArrowRightIcon, CheckIcon } from '../../../components/icons/icons'
import { paths } from '../../../config/paths'
import './hero.css'

export interface HeroProps {
  /** Id of the destinations section, for the "See where we send" link. */
  destinationsAnchor: string
  /** Signed in: sign-up would only send them back here, so the hero starts a transfer instead. */
  signedIn: boolean
}

const POINTS = ['Pay by debit or credit card in USD', 'Cash pickup, mobile money or bank transfer', 'See the fee and total before you pay']

export function Hero({ destinationsAnchor, signedIn }: HeroProps) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner container">
        <div className="hero__copy">
          <p className="hero__eyebrow">From the USA to East Africa and Turkey</p>
          <h1 id="hero-title" className="hero__title">
            Send money home to the people who count on you
          </h1>
          <p className="hero__lead">
            Fast, secure transfers to over 100 countries — with Somalia, Kenya, Ethiopia, Uganda, Tanzania, Djibouti, Rwanda and Turkey at the heart
            of what we do.
          </p>
          <div className="hero__actions">
            {signedIn ? (
              <>
                {/* Sending starts with the destination: the grid just below. */}
                <a className={buttonClasses({ variant: 'on-brand', size: 'lg' })} href={`#${destinationsAnchor}`}>
                  Send Money
                  <ArrowRightIcon className="hero__button-icon" />
                </a>
                <Link className="hero__secondary" to={paths.dashboard.getHref()}>
                  Go to Dashboard
                </Link>
              </>
            ) : (
              <>
                <ButtonLink to={paths.signUp.getHref()} variant="on-brand" size="lg">
                  Get Started
                  <ArrowRightIcon className="hero__button-icon" />
                </ButtonLink>
                <a className="hero__secondary" href={`#${destinationsAnchor}`}>
                  See where we send
                </a>
              </>
            )}
          </div>
          <ul className="hero__points">
            {POINTS.map((point) => (
              <li key={point}>
                <CheckIcon className="hero__point-icon" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <figure className="hero__quote" aria-labelledby="hero-quote-caption">
          <figcaption id="hero-quote-caption" className="hero__quote-title">
            Example transfer
          </figcaption>
          <dl className="hero__quote-rows">
            <div className="hero__quote-row">
              <dt>You send</dt>
              <dd>$500.00</dd>
            </div>
            <div className="hero__quote-row">
              <dt>Transfer fee (5%)</dt>
              <dd>$25.00</dd>
            </div>
            <div className="hero__quote-row hero__quote-row--total">
              <dt>Total charged to your card</dt>
              <dd>$525.00</dd>
            </div>
            <div className="hero__quote-row hero__quote-row--receive">
              <dt>Your family receives</dt>
              <dd>$500.00</dd>
            </div>
          </dl>
          <p className="hero__quote-note">Sending more than $3,000? The fee drops to 3%.</p>
        </figure>
      </div>
    </section>
  )
}
