import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { pageTitle } from '../../../config/site'
import { AuthLayout } from '../../../features/auth/components/auth-layout'
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form'
import { useDocumentTitle } from '../../../hooks/use-document-title'

/** Linked from sign-in (spec 2.1): a code by e-mail, then a new password. */
export function ForgotPasswordRoute() {
  useDocumentTitle(pageTitle('Reset your password'))
  return (
    <AuthLayout
      title="Reset your password"
      lead="We'll e-mail you a 6-digit code to set a new password."
      footer={
        <p>
          Remembered it?{' '}
          <Link to={paths.signIn.getHref()} className="auth__link">
            Back to sign in
          </Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  )
}

export default ForgotPasswordRoute
