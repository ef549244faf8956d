import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from 'react-router'
import { returnPathOf, withReturnPath } from '../../../lib/session/return-path'
import { paths } from '../../../config/paths'
import { pageTitle, site } from '../../../config/site'
import { AuthLayout } from '../../../features/auth/components/auth-layout'
import { SignInForm } from '../../../features/auth/components/sign-in-form'
import { useDocumentTitle } from '../../../hooks/use-document-title'

/** Spec 2.5 login, at /auth/sign-in and its alias /login. */
export default function SignInRoute() {
  const { t } = useLingui()
  // The page the person was heading to goes with them to the other form.
  const returnPath = returnPathOf(useLocation())
  const brand = site.name
  useDocumentTitle(pageTitle(t`Sign in`))
  return (
    <AuthLayout
      title={t`Welcome back`}
      lead={<Trans>Sign in to send money and follow your transfers.</Trans>}
      footer={
        <p>
          <Trans>
            New to {brand}?{' '}
            <Link to={withReturnPath(paths.signUp.getHref(), returnPath)} className="auth__link">
              Create an account
            </Link>
          </Trans>
        </p>
      }
    >
      <SignInForm />
    </AuthLayout>
  )
}
