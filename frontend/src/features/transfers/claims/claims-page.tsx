import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'
import type { ClaimStatus } from '../../../../../shared/claims/claim-rules'
import { CLAIM_RESPONSE_DAYS, isOverdue } from '../../../../../shared/claims/claim-rules'
import { formatUsd } from '../../../../../shared/money/money'
import { invoiceLabel } from '../../../../../shared/transfers/transfer-options'
import type { Claim } from '../../../../../shared/claims/claim'
import { Button } from '../../../components/button/button'
import { EmptyState } from '../../../components/empty-state/empty-state'
import { ErrorBox } from '../../../components/error-box/error-box'
import { Spinner } from '../../../components/spinner/spinner'
import { paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-error'
import { useNow } from '../../../lib/use-now'
import { useRefreshTransfer } from '../api/transfer-keys'
import { useClaims } from '../api/claims'
import { ClaimItem } from './claim-item'
import './claims.css'

const ResolveClaimDialog = lazy(() => import('./resolve-claim-dialog'))

const TABS: readonly { status: ClaimStatus; label: string }[] = [
  { status: 'OPEN', label: 'Open' },
  { status: 'RESOLVED', label: 'Resolved' },
]

/**
 * Claims (issue 16, verified staff): the error claims senders reported (12 CFR 1005.33). Open claims
 * come oldest first, each with its due date (90 days after the report) and overdue ones marked; each
 * names its transfer (a link to its details and timeline) and is resolved here with an outcome and
 * the message its sender reads. Resolved claims are listed newest first with the answer given.
 */
export function ClaimsPage() {
  const [status, setStatus] = useState<ClaimStatus>('OPEN')
  const [resolving, setResolving] = useState<Claim>()
  const claims = useClaims(status)
  const refresh = useRefreshTransfer()
  const now = useNow()

  const body = () => {
    if (claims.error) {
      if (claims.error instanceof ApiError && claims.error.status === 403) {
        return <ErrorBox title="Claims are for verified staff" message={claims.error.message} />
      }
      return <ErrorBox title="Could not load the claims" message={claims.error.message} onRetry={() => void claims.reload()} />
    }
    if (claims.isLoading) return <Spinner label="Loading claims…" />
    if (claims.claims.length === 0) {
      return (
        <EmptyState title={status === 'OPEN' ? 'No open claims' : 'No resolved claims yet'}>
          <p>{status === 'OPEN' ? 'Every reported problem has been answered.' : 'Resolved claims will be listed here.'}</p>
        </EmptyState>
      )
    }
    const overdue = claims.claims.filter((claim) => isOverdue(claim, now)).length
    return (
      <>
        {status === 'OPEN' ? (
          <p className="claims-page__summary" role="status">
            {claims.claims.length} open{claims.hasMore ? ' (more below)' : ''}
            {overdue > 0 ? `, ${overdue} overdue` : ''}
          </p>
        ) : null}
        <ul className="claim-list">
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
                      <Button onClick={() => setResolving(claim)}>
                        Resolve<span className="visually-hidden"> the claim on {invoice}</span>
                      </Button>
                    ) : null}
                    <Link to={paths.customerDetails.getHref(claim.transferId)} aria-label={`View transfer ${invoice}`}>
                      View transfer
                    </Link>
                  </>
                }
              />
            )
          })}
        </ul>
        {claims.hasMore ? (
          <Button variant="secondary" onClick={() => void claims.loadMore()} disabled={claims.loadingMore}>
            {claims.loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        ) : null}
      </>
    )
  }

  return (
    <section className="claims-page" aria-labelledby="claims-title">
      <h2 id="claims-title" className="claims-page__title">
        Reported problems
      </h2>
      <p className="claims-page__lead">
        Problems senders reported with their transfers. Each must be answered within {CLAIM_RESPONSE_DAYS} days of the report; the sender reads your
        answer on the transfer.
      </p>
      <div className="claims-page__tabs" role="group" aria-label="Show claims">
        {TABS.map((tab) => (
          <Button
            key={tab.status}
            variant={tab.status === status ? 'primary' : 'secondary'}
            aria-pressed={tab.status === status}
            onClick={() => setStatus(tab.status)}
          >
            {tab.label}
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
    </section>
  )
}
