import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { IDENTITY_REQUIRED, sendingRefusal } from '../../../../../shared/compliance/sending-limits'
import { paths } from '../../../config/paths'
import { formatUsd } from '../../../lib/format'
import { serverText } from '../../../lib/i18n/server-text'
import { useMyLimits } from '../../../entities/transfer/api/limits'
import './sending-limit-notice.css'

const TIER_LABEL = { unverified: msg`Unverified account`, verified: msg`Verified account` } as const

interface SendingLimitNoticeProps {
  amountCents?: number | undefined
  /**
   * Told whether the amount is refused by the limits (true), allowed (false), or not known (the
   * limits still loading or unreadable: undefined), so the screen holds Continue or Next: a sender
   * over the limit learns it here, not at Pay.
   */
  onRefusal?: ((refused: boolean | undefined) => void) | undefined
}

/**
 * What the signed-in sender may still send, shown before they pay: the rolling 24-hour
 * and 30-day limits of their tier and what is left, and — for an amount over what is left, or of
 * $3,000 or more without verified identity — the server's own refusal text with the way to lift it:
 * identity details are given in Profile Settings, documents uploaded on the Documents page.
 */
export default function SendingLimitNotice({ amountCents, onRefusal }: SendingLimitNoticeProps) {
  const limits = useMyLimits()
  const { i18n } = useLingui()
  const refusal = limits.data && amountCents !== undefined ? sendingRefusal(limits.data, amountCents) : undefined
  const verdict = limits.data ? refusal !== undefined : undefined
  useEffect(() => onRefusal?.(verdict), [onRefusal, verdict])
  if (limits.isLoading) {
    return (
      <p className="limit-notice limit-notice--muted surface">
        <Trans>Checking your sending limit…</Trans>
      </p>
    )
  }
  if (!limits.data) return null
  const usage = limits.data
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
      {refusal ? (
        <p className="limit-notice__problem" role="alert">
          {serverText(refusal.message, refusal.code)}{' '}
          {refusal.code === IDENTITY_REQUIRED ? (
            <Link to={paths.profileSettings.getHref()}>
              <Trans>Go to Profile Settings</Trans>
            </Link>
          ) : usage.tier === 'unverified' ? (
            <Link to={paths.dashboardUploadDocuments.getHref()}>
              <Trans>Go to the Documents page</Trans>
            </Link>
          ) : null}
        </p>
      ) : null}
    </div>
  )
}
