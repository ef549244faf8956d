import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from 'react-router'
import { returnPathOf, withReturnPath } from '../../../lib/session/return-path'
import { paths } from '../../../config/paths'
import { pageTitle } from '../../../config/site'
import { AuthLayout } from '../../../features/auth/components/auth-layout'
import { SignUpWizard } from '../../../features/auth/components/sign-up-wizard'
import { useDocumentTitle } from '../../../hooks/use-document-title'

/** Spec 2.5 registration stepper. */
export default function SignUpRoute() {
  const { t } = useLingui()
  // The page the person was heading to goes with them to the other form.
  const returnPath = returnPathOf(useLocation())
  useDocumentTitle(pageTitle(t`Create an account`))
  return (
    <AuthLayout
      title={t`Create your account`}
      lead={<Trans>Four short steps, then you can send money home.</Trans>}
      width="wide"
      footer={
        <p>
          <Trans>
            Already have an account?{' '}
            <Link to={withReturnPath(paths.signIn.getHref(), returnPath)} className="auth__link">
              Sign in
            </Link>
          </Trans>
        </p>
      }
    >
      <SignUpWizard />
    </AuthLayout>
  )
}
