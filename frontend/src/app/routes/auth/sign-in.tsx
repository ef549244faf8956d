import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { pageTitle } from '../../../config/site'
import { AuthLayout } from '../../../features/auth/components/auth-layout'
import { SignInForm } from '../../../features/auth/components/sign-in-form'
import { useDocumentTitle } from '../../../hooks/use-document-title'

/** Spec 2.5 login, at /auth/sign-in and its alias /login. */
export function SignInRoute() {
  useDocumentTitle(pageTitle('Sign in'))
  return (
    <AuthLayout
      title="Welcome back"
      lead="Sign in to send money and follow your transfers."
      footer={
        <p>
          New to Remit?{' '}
          <Link to={paths.signUp.getHref()} className="auth__link">
            Create an account
          </Link>
        </p>
      }
    >
      <SignInForm />
    </AuthLayout>
  )
}

export default SignInRoute
