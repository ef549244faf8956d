import { Link } from 'react-router'
import { IDENTITY_REQUIRED_MESSAGE, IDENTITY_THRESHOLD_CENTS, limitExceededMessage } from '../../../../../shared/compliance/sending-limits'
import { formatUsd } from '../../../../../shared/money/money'
import { paths } from '../../../config/paths'
import { useMyLimits } from '../api/limits'
import './sending-limit-notice.css'

const TIER_LABEL = { unverified: 'Unverified account', verified: 'Verified account' } as const

/**
 * What the signed-in sender may still send (issue 17), shown before they pay: the rolling 24-hour
 * and 30-day limits of their tier and what is left, and — for an amount over what is left, or of
 * $3,000 or more without verified identity — the server's own refusal text with the way to lift it.
 */
export function SendingLimitNotice({ amountCents }: { amountCents?: number | undefined }) {
  const limits = useMyLimits()
  if (limits.isLoading) return <p className="limit-notice limit-notice--muted">Checking your sending limit…</p>
  if (!limits.data) return null
  const usage = limits.data
  const over = amountCents !== undefined && amountCents > usage.remainingCents
  const needsIdentity = amountCents !== undefined && amountCents >= IDENTITY_THRESHOLD_CENTS && !(usage.verified && usage.identityOnFile)
  return (
    <div className="limit-notice" data-testid="sending-limit">
      <p>
        <strong>You can send up to {formatUsd(usage.remainingCents)} more</strong> ({TIER_LABEL[usage.tier]}: {formatUsd(usage.day.limitCents)} per 24
        hours, {formatUsd(usage.month.limitCents)} per 30 days).
      </p>
      {over || needsIdentity ? (
        <p className="limit-notice__problem" role="alert">
          {needsIdentity ? IDENTITY_REQUIRED_MESSAGE : limitExceededMessage(usage)}{' '}
          {usage.tier === 'unverified' || needsIdentity ? <Link to={paths.profileSettings.getHref()}>Go to Profile Settings</Link> : null}
        </p>
      ) : null}
    </div>
  )
}

export default SendingLimitNotice
