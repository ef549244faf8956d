import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'

/**
 * How a sender gets verified, now that only verified staff set `verified`: shown on the
 * sender's own unverified profile, where the status alone would leave them waiting for nothing.
 */
export function VerificationHint({ className }: { className: string }) {
  return (
    <p className={className}>
      <Trans>
        Our team verifies accounts. <Link to={paths.dashboardUploadDocuments.getHref()}>Upload an identity document</Link> (passport, driver&apos;s
        license or national ID card); once it has been checked, your account status changes to Verified.
      </Trans>
    </p>
  )
}
