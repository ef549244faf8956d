import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { pageTitle } from '../../../config/site'
import { AuthLayout } from '../../../features/auth/components/auth-layout'
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form'
import { useDocumentTitle } from '../../../hooks/use-document-title'

/** Linked from sign-in (spec 2.1): a code by e-mail, then a new password. */
export default function ForgotPasswordRoute() {
  const { t } = useLingui()
  useDocumentTitle(pageTitle(t`Reset your password`))
  return (
    <AuthLayout
      title={t`Reset your password`}
      lead={<Trans>We'll e-mail you a 6-digit code to set a new password.</Trans>}
      footer={
        <p>
          <Trans>
            Remembered it?{' '}
            <Link to={paths.signIn.getHref()} className="auth__link">
              Back to sign in
            </Link>
          </Trans>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  )
}
