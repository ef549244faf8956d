import { ButtonLink } from '../../../components/button/button'
import { paths } from '../../../config/paths'
import './help-cta.css'

/** Spec 2.13: Sign Up / Log In calls to action. */
export function HelpCta() {
  return (
    <section className="help-cta" aria-labelledby="help-cta-title">
      <div>
        <h2 id="help-cta-title" className="help-cta__title">
          Ready to send money?
        </h2>
        <p className="help-cta__text">Create a free account in a few minutes, or log in to send and follow your transfers.</p>
      </div>
      <div className="help-cta__actions">
        <ButtonLink to={paths.signUp.getHref()} variant="on-brand" size="lg">
          Sign Up
        </ButtonLink>
        <ButtonLink to={paths.signIn.getHref()} variant="secondary" size="lg" className="help-cta__login">
          Log In
        </ButtonLink>
      </div>
    </section>
  )
}
