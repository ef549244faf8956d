import { pageTitle } from '../../../config/site'
import { AuthLayout } from '../../../features/auth/components/auth-layout'
import { ConfirmEmailForm } from '../../../features/auth/components/confirm-email-form'
import { useDocumentTitle } from '../../../hooks/use-document-title'

/** After sign-up (or a sign-in before confirming): the code e-mailed to the address finishes the account. */
export function ConfirmEmailRoute() {
  useDocumentTitle(pageTitle('Confirm your e-mail'))
  return (
    <AuthLayout title="Confirm your e-mail" lead="One last step: prove the address is yours, and you are signed in.">
      <ConfirmEmailForm />
    </AuthLayout>
  )
}

export default ConfirmEmailRoute
