import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { pageTitle } from '../../../config/site'
import { AuthLayout } from '../../../features/auth/components/auth-layout'
import { SignUpWizard } from '../../../features/auth/components/sign-up-wizard'
import { useDocumentTitle } from '../../../hooks/use-document-title'

/** Spec 2.5 registration stepper. */
export function SignUpRoute() {
  useDocumentTitle(pageTitle('Create an account'))
  return (
    <AuthLayout
      title="Create your account"
      lead="Four short steps, then you can send money home."
      width="wide"
      footer={
        <p>
          Already have an account?{' '}
          <Link to={paths.signIn.getHref()} className="auth__link">
            Sign in
          </Link>
        </p>
      }
    >
      <SignUpWizard />
    </AuthLayout>
  )
}

export default SignUpRoute
