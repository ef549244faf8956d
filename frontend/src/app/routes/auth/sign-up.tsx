import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { pageTitle } from '../../../config/site'
import { AuthLayout } from '../../../features/auth/components/auth-layout'
import { SignUpWizard } from '../../../features/auth/components/sign-up-wizard'
import { useDocumentTitle } from '../../../hooks/use-document-title'

/** Spec 2.5 registration stepper. */
export default function SignUpRoute() {
  const { t } = useLingui()
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
            <Link to={paths.signIn.getHref()} className="auth__link">
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
