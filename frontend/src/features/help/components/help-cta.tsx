import { Trans } from '@lingui/react/macro'
import { ButtonLink } from '../../../components/button/button'
import { paths } from '../../../config/paths'
import './help-cta.css'

/** Spec 2.13: Sign Up / Log In calls to action. */
export function HelpCta() {
  return (
    <section className="help-cta" aria-labelledby="help-cta-title">
      <div>
        <h2 id="help-cta-title" className="help-cta__title">
          <Trans>Ready to send money?</Trans>
        </h2>
        <p className="help-cta__text">
          <Trans>Create a free account in a few minutes, or log in to send and follow your transfers.</Trans>
        </p>
      </div>
      <div className="help-cta__actions">
        <ButtonLink to={paths.signUp.getHref()} variant="on-brand" size="lg">
          <Trans>Sign Up</Trans>
        </ButtonLink>
        <ButtonLink to={paths.signIn.getHref()} variant="secondary" size="lg" className="help-cta__login">
          <Trans>Log In</Trans>
        </ButtonLink>
      </div>
    </section>
  )
}
