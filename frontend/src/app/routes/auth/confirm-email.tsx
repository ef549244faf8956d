import { Trans, useLingui } from '@lingui/react/macro'
import { pageTitle } from '../../../config/site'
import { AuthLayout } from '../../../features/auth/components/auth-layout'
import { ConfirmEmailForm } from '../../../features/auth/components/confirm-email-form'
import { useDocumentTitle } from '../../../hooks/use-document-title'

/** After sign-up (or a sign-in before confirming): the code e-mailed to the address finishes the account. */
export default function ConfirmEmailRoute() {
  const { t } = useLingui()
  useDocumentTitle(pageTitle(t`Confirm your e-mail`))
  return (
    <AuthLayout title={t`Confirm your e-mail`} lead={<Trans>One last step: prove the address is yours, and you are signed in.</Trans>}>
      <ConfirmEmailForm />
    </AuthLayout>
  )
}
