import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'
import type { HeldTransfer } from '../../../../../shared/compliance/held-transfers'
import { holdReasonText, type HoldReason } from '../../../../../shared/compliance/hold'
import { formatUsd } from '../../../../../shared/money/money'
import { invoiceLabel } from '../../../../../shared/transfers/transfer-options'
import { Button } from '../../../components/button/button'
import { EmptyState } from '../../../components/empty-state/empty-state'
import { ErrorBox } from '../../../components/error-box/error-box'
import { Spinner } from '../../../components/spinner/spinner'
import { paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-client'
import { formatDate } from '../../../lib/format'
import { useHeldTransfers, type ReviewDecision } from '../api/compliance'
import { IdentityFacts } from '../../../components/identity-facts/identity-facts'
import './compliance.css'

const ReviewDecisionDialog = lazy(() => import('./review-decision-dialog'))

/**
 * Compliance review (issue 17, verified staff): transfers the server held — a possible sanctions
 * match, structuring, or screening that could not run — oldest first. A sanctions hit shows the
 * screened party beside the list entry it is close to; the reviewer releases the transfer (back to
 * PENDING) or rejects it (cancelled, refunded), with a reason recorded on its history.
 */
export function ComplianceReviewPage() {
  const held = useHeldTransfers()
  const [deciding, setDeciding] = useState<{ item: HeldTransfer; decision: ReviewDecision }>()

  const body = () => {
    if (held.error) {
      if (held.error instanceof ApiError && held.error.status === 403) {
        return <ErrorBox title="Compliance review is for verified staff" message={held.error.message} />
      }
      return <ErrorBox title="Could not load the review queue" message={held.error.message} onRetry={() => void held.reload()} />
    }
    if (held.isLoading) return <Spinner label="Loading held transfers…" />
    if (held.items.length === 0) {
      return (
        <EmptyState title="Nothing to review">
          <p>Transfers held by sanctions screening or for possible structuring appear here.</p>
        </EmptyState>
      )
    }
    return (
      <>
        <p role="status">
          {held.items.length} held{held.hasMore ? ' (more below)' : ''}
        </p>
        <ul className="review-list">
          {held.items.map((item) => (
            <HeldItem key={item.transfer.id} item={item} onDecide={(decision) => setDeciding({ item, decision })} />
          ))}
        </ul>
        {held.hasMore ? (
          <Button variant="secondary" onClick={() => void held.loadMore()} disabled={held.loadingMore}>
            {held.loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        ) : null}
      </>
    )
  }

  return (
    <section className="review-page" aria-labelledby="review-title">
      <h2 id="review-title" className="review-page__title">
        Compliance review
      </h2>
      <p className="review-page__lead">
        Held transfers, oldest first. Release one when the match is not the listed party, or reject it: the sender is refunded in full. The sender
        only reads that their transfer is being reviewed.
      </p>
      {body()}
      {deciding ? (
        <Suspense fallback={null}>
          <ReviewDecisionDialog
            transfer={deciding.item.transfer}
            decision={deciding.decision}
            onClose={() => setDeciding(undefined)}
            onDecided={() => {
              setDeciding(undefined)
              void held.reload()
            }}
          />
        </Suspense>
      ) : null}
    </section>
  )
}

function HeldItem({ item, onDecide }: { item: HeldTransfer; onDecide: (decision: ReviewDecision) => void }) {
  const { transfer, sender } = item
  const invoice = invoiceLabel(transfer.country, transfer.invoiceNumber)
  const reasons = transfer.hold?.reasons ?? []
  const titleId = `held-${transfer.id}`
  return (
    <li className="review-item" aria-labelledby={titleId}>
      <h3 id={titleId} className="review-item__title">
        {invoice} · {formatUsd(transfer.totalCents)} to {[transfer.firstName, transfer.lastName].join(' ')}
      </h3>
      <p>Held {transfer.hold ? formatDate(transfer.hold.at, 'dateTime') : ''}</p>
      <ul className="review-item__reasons">
        {reasons.map((reason, index) => (
          <li key={index}>{holdReasonText(reason)}</li>
        ))}
      </ul>
      <div className="review-item__compare">
        <div className="review-item__panel">
          <h4>Sender</h4>
          <dl>
            <dt>Name</dt>
            <dd>
              {sender.firstName} {sender.lastName}
            </dd>
            <dt>E-mail</dt>
            <dd>{sender.email}</dd>
            <dt>Account</dt>
            <dd>{sender.verified ? 'Verified' : 'Not verified'}</dd>
          </dl>
          {sender.identity ? <IdentityFacts identity={sender.identity} /> : <p>No identity details on file.</p>}
        </div>
        <div className="review-item__panel">
          <h4>Recipient</h4>
          <dl>
            <dt>Name</dt>
            <dd>{[transfer.firstName, transfer.middleName, transfer.lastName].filter(Boolean).join(' ')}</dd>
            <dt>Mobile</dt>
            <dd>{transfer.mobileNumber}</dd>
            <dt>Destination</dt>
            <dd>
              {transfer.city}, {transfer.country}
            </dd>
          </dl>
        </div>
        {reasons.filter(isSanctions).map((reason, index) => (
          <div key={index} className="review-item__panel">
            <h4>Listed entry (the {reason.party})</h4>
            <dl>
              <dt>Name</dt>
              <dd>{reason.entry.name}</dd>
              <dt>Matched</dt>
              <dd>
                {reason.matchedName} (score {reason.score.toFixed(2)})
              </dd>
              <dt>Also known as</dt>
              <dd>{reason.entry.aliases.join('; ') || '—'}</dd>
              <dt>Type</dt>
              <dd>{reason.entry.type}</dd>
              <dt>Programs</dt>
              <dd>{reason.entry.programs}</dd>
              <dt>Entry</dt>
              <dd>
                {reason.entry.uid} (list {reason.listVersion})
              </dd>
              {reason.entry.remarks ? (
                <>
                  <dt>Remarks</dt>
                  <dd>{reason.entry.remarks}</dd>
                </>
              ) : null}
            </dl>
          </div>
        ))}
      </div>
      <div className="review-item__actions">
        <Button onClick={() => onDecide('release')}>
          Release<span className="visually-hidden"> {invoice}</span>
        </Button>
        <Button variant="danger" onClick={() => onDecide('reject')}>
          Reject<span className="visually-hidden"> {invoice}</span>
        </Button>
        <Link to={paths.customerDetails.getHref(transfer.id)}>View transfer</Link>
      </div>
    </li>
  )
}

const isSanctions = (reason: HoldReason): reason is Extract<HoldReason, { kind: 'sanctions' }> => reason.kind === 'sanctions'
