import { payoutCurrencyOf } from '../../shared/money/currencies'
import {
  TRACKING_NOT_FOUND,
  TRACKING_TOKEN_PATTERN,
  TRACKING_TOO_MANY,
  TRACKINGS_PER_CLIENT_MINUTE,
  trackingOpen,
  trackingStatusOf,
} from '../../shared/tracking/tracking-rules'
import type { Tracking } from '../../shared/tracking/tracking'
import { invoiceLabel } from '../../shared/transfers/transfer-options'
import { NotFoundError } from '../lib/errors'
import type { TransferRecord } from '../model/transfer-record'
import { takeClientAllowance } from '../store/client-windows'
import { sentToNumber, trackedLink } from '../store/tracking-links'
import { getTransferRecord } from '../store/transfer-reads'
import { getUser } from '../store/users-store'
import { recipientE164 } from './recipient-phone'

/** The recipient's view: only what collecting the money needs (shared/tracking/tracking.ts says what and why). */
function trackingOf(t: TransferRecord, senderFirstName: string): Tracking {
  const common = {
    status: trackingStatusOf(t.status, t.paymentType),
    dateAvailable: t.payout?.dateAvailable ?? t.createdAt.slice(0, 10),
    // A transfer made before quotes paid out its amount in US dollars.
    amountMinor: t.payout?.receiveMinor ?? t.amountCents,
    currency: payoutCurrencyOf(t.payout?.currency ?? 'USD'),
    reference: invoiceLabel(t.country, t.invoiceNumber),
    paymentType: t.paymentType,
    senderFirstName,
  }
  if (t.paymentType === 'Mobile Money') return { ...common, ...(t.walletProvider ? { walletProvider: t.walletProvider } : {}) }
  if (t.paymentType === 'Bank Transfer') return { ...common, ...(t.bankName ? { bankName: t.bankName } : {}) }
  return { ...common, city: t.city }
}

/**
 * A tracking link's page. Counted against the client's per-minute allowance first, so probing
 * tokens costs the same as reading one; then every way a link can fail (malformed, never minted,
 * swept, its transfer gone, archived or past its expiry, or texted to a number staff have since
 * corrected) is the same 404.
 */
export async function trackTransfer(token: string, clientIp: string, now: Date): Promise<Tracking> {
  await takeClientAllowance('trackWindow', clientIp, now, TRACKINGS_PER_CLIENT_MINUTE, TRACKING_TOO_MANY)
  const link = TRACKING_TOKEN_PATTERN.test(token) ? await trackedLink(token) : undefined
  const record = link === undefined ? undefined : await getTransferRecord(link.transferId)
  if (!record || !link || !sentToNumber(link, recipientE164(record)) || !trackingOpen(record, now.getTime())) {
    throw new NotFoundError(TRACKING_NOT_FOUND)
  }
  const sender = await getUser(record.ownerId)
  return trackingOf(record, sender?.firstName ?? '')
}
