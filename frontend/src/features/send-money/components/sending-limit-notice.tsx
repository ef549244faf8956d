import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { IDENTITY_REQUIRED_MESSAGE, IDENTITY_THRESHOLD_CENTS, limitExceededMessage } from '../../../../../shared/compliance/sending-limits'
import { paths } from '../../../config/paths'
import { formatUsd } from '../../../lib/format'
import { useMyLimits } from '../../../entities/transfer/api/limits'
import './sending-limit-notice.css'

const TIER_LABEL = { unverified: msg`Unverified account`, verified: msg`Verified account` } as const

/**
 * What the signed-in sender may still send, shown before they pay: the rolling 24-hour
 * and 30-day limits of their tier and what is left, and — for an amount over what is left, or of
 * $3,000 or more without verified identity — the server's own refusal text with the way to lift it.
 */
export default function SendingLimitNotice({ amountCents }: { amountCents?: number | undefined }) {
  const limits = useMyLimits()
  const { i18n } = useLingui()
  if (limits.isLoading) {
    return (
      <p className="limit-notice limit-notice--muted surface">
        <Trans>Checking your sending limit…</Trans>
      </p>
    )
  }
  if (!limits.data) return null
  const usage = limits.data
  const over = amountCents !== undefined && amountCents > usage.remainingCents
  const needsIdentity = amountCents !== undefined && amountCents >= IDENTITY_THRESHOLD_CENTS && !(usage.verified && usage.identityOnFile)
  const remaining = formatUsd(usage.remainingCents)
  const tier = i18n._(TIER_LABEL[usage.tier])
  const dayLimit = formatUsd(usage.day.limitCents)
  const monthLimit = formatUsd(usage.month.limitCents)
  return (
    <div className="limit-notice surface" data-testid="sending-limit">
      <p>
        <Trans>
          <strong>You can send up to {remaining} more</strong> ({tier}: {dayLimit} per 24 hours, {monthLimit} per 30 days).
        </Trans>
      </p>
      {over || needsIdentity ? (
        <p className="limit-notice__problem" role="alert">
          {needsIdentity ? IDENTITY_REQUIRED_MESSAGE : limitExceededMessage(usage)}{' '}
          {usage.tier === 'unverified' || needsIdentity ? (
            <Link to={paths.profileSettings.getHref()}>
              <Trans>Go to Profile Settings</Trans>
            </Link>
          ) : null}
        </p>
      ) : null}
    </div>
  )
}
