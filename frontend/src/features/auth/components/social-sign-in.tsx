import { Trans } from '@lingui/react/macro'
import { useId } from 'react'

/** Spec 2.5: Google and Facebook buttons, disabled, with no behaviour. Focusable, so the hint is found. */
/** Their own names, the same in every language. */
const BRANDS = { google: 'Google', facebook: 'Facebook' }

export function SocialSignIn() {
  const hintId = useId()
  return (
    <div>
      <p className="auth__divider">
        <Trans>or continue with</Trans>
      </p>
      <div className="auth__social">
        <button type="button" className="auth__social-button" aria-disabled="true" aria-describedby={hintId}>
          <svg className="auth__social-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8z" />
            <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z" />
            <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8z" />
            <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z" />
          </svg>
          {BRANDS.google}
        </button>
        <button type="button" className="auth__social-button" aria-disabled="true" aria-describedby={hintId}>
          <svg className="auth__social-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="#1877F2"
              d="M24 12a12 12 0 1 0-13.9 11.9v-8.4h-3V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
            />
          </svg>
          {BRANDS.facebook}
        </button>
      </div>
      <p id={hintId} className="auth__social-hint">
        <Trans>Coming soon</Trans>
      </p>
    </div>
  )
}
