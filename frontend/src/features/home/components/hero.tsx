import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { ButtonLink, buttonClasses } from '../../../components/button/button'
import { ArrowRightIcon, CheckIcon } from '../../../components/icons/icons'
import { paths } from '../../../config/paths'
import { formatUsd } from '../../../lib/format'
import { Fact } from '../../../components/fact/fact'
import './hero.css'

export interface HeroProps {
  /** Id of the destinations section, for the "See where we send" link. */
  destinationsAnchor: string
  /** Signed in: sign-up would only send them back here, so the hero starts a transfer instead. */
  signedIn: boolean
}

const POINTS = [msg`Pay by debit or credit card in USD`, msg`Cash pickup, mobile money or bank transfer`, msg`See the fee and total before you pay`]

/** The example quote, in cents: $500 sent, the 5% fee, the total; the family gets the $500. */
const EXAMPLE = { sendCents: 50_000, feeCents: 2_500, totalCents: 52_500 } as const

export function Hero({ destinationsAnchor, signedIn }: HeroProps) {
  const { i18n } = useLingui()
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner container">
        <div className="hero__copy">
          <p className="hero__eyebrow deep-label">
            <Trans>From the USA to East Africa and Turkey</Trans>
          </p>
          <h1 id="hero-title" className="hero__title">
            <Trans>Send money home to the people who count on you</Trans>
          </h1>
          <p className="hero__lead">
            <Trans>Fast, secure transfers to Somalia, Kenya, Ethiopia, Uganda, Tanzania, Djibouti, Rwanda and Turkey.</Trans>
          </p>
          <div className="hero__actions">
            {signedIn ? (
              <>
                {/* Sending starts with the destination: the grid just below. */}
                <a className={buttonClasses({ variant: 'on-brand', size: 'lg' })} href={`#${destinationsAnchor}`}>
                  <Trans>Send Money</Trans>
                  <ArrowRightIcon className="hero__button-icon" />
                </a>
                <Link className="hero__secondary" to={paths.dashboard.getHref()}>
                  <Trans>Go to Dashboard</Trans>
                </Link>
              </>
            ) : (
              <>
                <ButtonLink to={paths.signUp.getHref()} variant="on-brand" size="lg">
                  <Trans>Get Started</Trans>
                  <ArrowRightIcon className="hero__button-icon" />
                </ButtonLink>
                <a className="hero__secondary" href={`#${destinationsAnchor}`}>
                  <Trans>See where we send</Trans>
                </a>
              </>
            )}
          </div>
          <ul className="hero__points">
            {POINTS.map((point) => (
              <li key={point.id}>
                <CheckIcon className="hero__point-icon" />
                {i18n._(point)}
              </li>
            ))}
          </ul>
        </div>
        <figure className="hero__quote" aria-labelledby="hero-quote-caption">
          <figcaption id="hero-quote-caption" className="hero__quote-title eyebrow">
            <Trans>Example transfer</Trans>
          </figcaption>
          <dl className="hero__quote-rows">
            <Fact label={<Trans>You send</Trans>} className="hero__quote-row fact-row">
              {formatUsd(EXAMPLE.sendCents)}
            </Fact>
            <Fact label={<Trans>Transfer fee (5%)</Trans>} className="hero__quote-row fact-row">
              {formatUsd(EXAMPLE.feeCents)}
            </Fact>
            <Fact label={<Trans>Total charged to your card</Trans>} className="hero__quote-row fact-row hero__quote-row--total">
              {formatUsd(EXAMPLE.totalCents)}
            </Fact>
            <Fact label={<Trans>Your family receives</Trans>} className="hero__quote-row fact-row hero__quote-row--receive">
              {formatUsd(EXAMPLE.sendCents)}
            </Fact>
          </dl>
          <p className="hero__quote-note">
            <Trans>Sending more than $3,000? The fee drops to 3%.</Trans>
          </p>
        </figure>
      </div>
    </section>
  )
}
