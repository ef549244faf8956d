import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ButtonLink } from '../../../components/button/button'
import { StatusPage } from '../../../components/status-page/status-page'
import { paths, TWO_FACTOR_SECTION_ID } from '../../../config/paths'
import { useSession } from '../../../lib/session/session-provider'

/**
 * A staff screen (Customers, Users Management, rates, claims, compliance) for a staff account
 * without two-factor sign-in (PCI DSS 8.4): the server refuses such an account on its staff
 * routes, so instead of a screen of refusals it shows why and the way to Profile Settings' two-factor
 * section. Anyone else sees `children`. Follows the stored user, which a 403 for want of two-factor
 * sign-in corrects (authedCall) and the enrolment updates.
 */
export function StaffTwoFactorGate({ children }: { children: ReactNode }) {
  const { user, isStaff } = useSession()
  const { t } = useLingui()
  if (!isStaff || user?.twoFactorEnabled === true) return children
  return (
    <StatusPage
      title={t`Turn on two-factor sign-in`}
      actions={
        <ButtonLink to={`${paths.profileSettings.getHref()}#${TWO_FACTOR_SECTION_ID}`}>
          <Trans>Set up two-factor sign-in</Trans>
        </ButtonLink>
      }
    >
      <p>
        <Trans>
          Staff screens need two-factor sign-in: each time you sign in, you also enter a code from an authenticator app on your phone. Turn it on in
          Profile Settings, then come back here.
        </Trans>
      </p>
    </StatusPage>
  )
}
