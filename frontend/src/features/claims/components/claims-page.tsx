import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'
import type { ClaimStatus } from '../../../../../shared/claims/claim-rules'
import { CLAIM_RESPONSE_DAYS, isOverdue } from '../../../../../shared/claims/claim-rules'
import { invoiceLabel } from '../../../../../shared/transfers/transfer-options'
import type { Claim } from '../../../../../shared/claims/claim'
import { Button } from '../../../components/button/button'
import { LoadMoreButton } from '../../../components/pager/load-more-button'
import { EmptyState } from '../../../components/empty-state/empty-state'
import { ErrorBox } from '../../../components/error-box/error-box'
import { Spinner } from '../../../components/spinner/spinner'
import { paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-error'
import { formatCount, formatUsd } from '../../../lib/format'
import { useNow } from '../../../lib/use-now'
import { useRefreshTransfer } from '../../../entities/transfer/api/transfer-keys'
import { useClaims } from '../api/claims'
import { ClaimItem } from './claim-item'
import { ScreenSection } from '../../../components/screen-section/screen-section'
import './claims.css'

const ResolveClaimDialog = lazy(() => import('./resolve-claim-dialog'))

const TABS: readonly { status: ClaimStatus; label: MessageDescriptor }[] = [
  { status: 'OPEN', label: msg`Open` },
  { status: 'RESOLVED', label: msg`Resolved` },
]

/** '3 open (more below), 1 overdue': how many open claims are listed, whether more follow, how many are overdue. */
function OpenSummary({ count, more, overdue }: { count: number; more: boolean; overdue: number }) {
  const open = formatCount(count)
  const late = formatCount(overdue)
  if (overdue > 0) {
    return more ? (
      <Trans>
        {open} open (more below), {late} overdue
      </Trans>
    ) : (
      <Trans>
        {open} open, {late} overdue
      </Trans>
    )
  }
  return more ? <Trans>{open} open (more below)</Trans> : <Trans>{open} open</Trans>
}

/**
 * Claims (verified staff): the error claims senders reported (12 CFR 1005.33). Open claims
 * come oldest first, each with its due date (90 days after the report) and overdue ones marked; each
 * names its transfer (a link to its details and timeline) and is resolved here with an outcome and
 * the message its sender reads. Resolved claims are listed newest first with the answer given.
 */
export function ClaimsPage() {
  const { t, i18n } = useLingui()
  const [status, setStatus] = useState<ClaimStatus>('OPEN')
  const [resolving, setResolving] = useState<Claim>()
  const claims = useClaims(status)
  const refresh = useRefreshTransfer()
  const now = useNow()

  const body = () => {
    if (claims.error) {
      if (claims.error instanceof ApiError && claims.error.status === 403) {
        return <ErrorBox title={t`Claims are for verified staff`} message={claims.error.message} />
      }
      return <ErrorBox title={t`Could not load the claims`} message={claims.error.message} onRetry={() => void claims.reload()} />
    }
    if (claims.isLoading) return <Spinner label={t`Loading claims…`} />
    if (claims.claims.length === 0) {
      return (
        <EmptyState title={status === 'OPEN' ? t`No open claims` : t`No resolved claims yet`}>
          <p>{status === 'OPEN' ? <Trans>Every reported problem has been answered.</Trans> : <Trans>Resolved claims will be listed here.</Trans>}</p>
        </EmptyState>
      )
    }
    const overdue = claims.claims.filter((claim) => isOverdue(claim, now)).length
    return (
      <>
        {status === 'OPEN' ? (
          <p className="claims-page__summary" role="status">
            <OpenSummary count={claims.claims.length} more={claims.hasMore} overdue={overdue} />
          </p>
        ) : null}
        <ul className="stack stack--loose">
          {claims.claims.map((claim) => {
            const invoice = invoiceLabel(claim.country, claim.invoiceNumber)
            return (
              <ClaimItem
                key={claim.id}
                claim={claim}
                now={now}
                staff
                title={`${invoice} · ${claim.recipientName} · ${formatUsd(claim.totalCents)}`}
                actions={
                  <>
                    {claim.status === 'OPEN' ? (
                      <Button onClick={() => setResolving(claim)} aria-label={t`Resolve the claim on ${invoice}`}>
                        <Trans>Resolve</Trans>
                      </Button>
                    ) : null}
                    <Link to={paths.customerDetails.getHref(claim.transferId)} aria-label={t`View transfer ${invoice}`}>
                      <Trans>View transfer</Trans>
                    </Link>
                  </>
                }
              />
            )
          })}
        </ul>
        <LoadMoreButton pages={claims} />
      </>
    )
  }

  const days = CLAIM_RESPONSE_DAYS
  const lead = t`Problems senders reported with their transfers. Each must be answered within ${days} days of the report; the sender reads your answer on the transfer.`
  return (
    <ScreenSection titleId="claims-title" title={t`Reported problems`} lead={lead}>
      <div className="claims-page__tabs" role="group" aria-label={t`Show claims`}>
        {TABS.map((tab) => (
          <Button
            key={tab.status}
            variant={tab.status === status ? 'primary' : 'secondary'}
            aria-pressed={tab.status === status}
            onClick={() => setStatus(tab.status)}
          >
            {i18n._(tab.label)}
          </Button>
        ))}
      </div>
      {body()}
      {resolving ? (
        <Suspense fallback={null}>
          <ResolveClaimDialog
            claim={resolving}
            onClose={() => setResolving(undefined)}
            onResolved={(resolved) => {
              setResolving(undefined)
              void claims.reload()
              void refresh(resolved.transferId)
            }}
          />
        </Suspense>
      ) : null}
    </ScreenSection>
  )
}
