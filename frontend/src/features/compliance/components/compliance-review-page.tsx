import { useLingui as useLinguiContext } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'
import type { HeldTransfer } from '../../../../../shared/compliance/held-transfers'
import type { HoldReason } from '../../../../../shared/compliance/hold'
import { invoiceLabel } from '../../../../../shared/transfers/transfer-options'
import { Button } from '../../../components/button/button'
import { LoadMoreButton } from '../../../components/pager/load-more-button'
import { EmptyState } from '../../../components/empty-state/empty-state'
import { ErrorBox } from '../../../components/error-box/error-box'
import { Spinner } from '../../../components/spinner/spinner'
import { paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-client'
import { holdReasonMessage } from '../../../lib/compliance-texts'
import { countryName, formatCount, formatDate, formatUsd } from '../../../lib/format'
import { useHeldTransfers, type ReviewDecision } from '../api/compliance'
import { IdentityFacts } from '../../../components/identity-facts/identity-facts'
import './compliance.css'
import { useSession } from '../../../lib/session/session-provider'
import { fullName } from '../../../entities/transfer/transfer-format'

const ReviewDecisionDialog = lazy(() => import('./review-decision-dialog'))

/**
 * Compliance review (verified staff): transfers the server held — a possible sanctions
 * match, structuring, or screening that could not run — oldest first. A sanctions hit shows the
 * screened party beside the list entry it is close to; the reviewer releases the transfer (back to
 * PENDING) or rejects it (cancelled, refunded), with a reason recorded on its history.
 */
export function ComplianceReviewPage() {
  const { t } = useLingui()
  const held = useHeldTransfers()
  const [deciding, setDeciding] = useState<{ item: HeldTransfer; decision: ReviewDecision }>()

  const body = () => {
    if (held.error) {
      if (held.error instanceof ApiError && held.error.status === 403) {
        return <ErrorBox title={t`Compliance review is for verified staff`} message={held.error.message} />
      }
      return <ErrorBox title={t`Could not load the review queue`} message={held.error.message} onRetry={() => void held.reload()} />
    }
    if (held.isLoading) return <Spinner label={t`Loading held transfers…`} />
    if (held.items.length === 0) {
      return (
        <EmptyState title={t`Nothing to review`}>
          <p>
            <Trans>Transfers held by sanctions screening or for possible structuring appear here.</Trans>
          </p>
        </EmptyState>
      )
    }
    const count = formatCount(held.items.length)
    return (
      <>
        <p role="status">{held.hasMore ? <Trans>{count} held (more below)</Trans> : <Trans>{count} held</Trans>}</p>
        <ul className="review-list stack stack--loose">
          {held.items.map((item) => (
            <HeldItem key={item.transfer.id} item={item} onDecide={(decision) => setDeciding({ item, decision })} />
          ))}
        </ul>
        <LoadMoreButton pages={held} />
      </>
    )
  }

  return (
    <section className="review-page" aria-labelledby="review-title">
      <h2 id="review-title" className="review-page__title">
        <Trans>Compliance review</Trans>
      </h2>
      <p className="review-page__lead">
        <Trans>
          Held transfers, oldest first. Release one when the match is not the listed party, or reject it: the sender is refunded in full. The sender
          only reads that their transfer is being reviewed.
        </Trans>
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
  const { user } = useSession()
  const approval = transfer.approval
  // Four eyes: whoever approved a large release cannot also be its second approver.
  const approvedByMe = approval !== undefined && approval.by === user?.id
  const approverName = approval?.byName ?? ''
  const invoice = invoiceLabel(transfer.country, transfer.invoiceNumber)
  const reasons = transfer.hold?.reasons ?? []
  const titleId = `held-${transfer.id}`
  const { i18n } = useLinguiContext() // amounts, dates and country names in the reader's language: render again when it changes
  const amount = formatUsd(transfer.totalCents)
  const recipient = [transfer.firstName, transfer.lastName].join(' ')
  const heldAt = transfer.hold ? formatDate(transfer.hold.at, 'dateTime') : ''
  const senderName = `${sender.firstName} ${sender.lastName}`
  const city = transfer.city
  const country = countryName(transfer.countryId, transfer.country)
  return (
    <li className="review-item surface" aria-labelledby={titleId}>
      <h3 id={titleId} className="review-item__title">
        <Trans>
          {invoice} · {amount} to {recipient}
        </Trans>
      </h3>
      <p>
        <Trans>Held {heldAt}</Trans>
      </p>
      <ul className="review-item__reasons">
        {reasons.map((reason, index) => (
          <li key={index}>{i18n._(holdReasonMessage(reason))}</li>
        ))}
      </ul>
      <div className="review-item__compare equal-columns">
        <div className="review-item__panel">
          <h4>
            <Trans>Sender</Trans>
          </h4>
          <dl>
            <dt>
              <Trans>Name</Trans>
            </dt>
            <dd>{senderName}</dd>
            <dt>
              <Trans>E-mail</Trans>
            </dt>
            <dd>{sender.email}</dd>
            <dt>
              <Trans>Account</Trans>
            </dt>
            <dd>{sender.verified ? <Trans>Verified</Trans> : <Trans>Not verified</Trans>}</dd>
          </dl>
          {sender.identity ? (
            <IdentityFacts identity={sender.identity} />
          ) : (
            <p>
              <Trans>No identity details on file.</Trans>
            </p>
          )}
        </div>
        <div className="review-item__panel">
          <h4>
            <Trans>Recipient</Trans>
          </h4>
          <dl>
            <dt>
              <Trans>Name</Trans>
            </dt>
            <dd>{fullName(transfer)}</dd>
            <dt>
              <Trans>Mobile</Trans>
            </dt>
            <dd>{transfer.mobileNumber}</dd>
            <dt>
              <Trans>Destination</Trans>
            </dt>
            <dd>
              {city}, {country}
            </dd>
          </dl>
        </div>
        {reasons.filter(isSanctions).map((reason, index) => (
          <ListedEntry key={index} reason={reason} />
        ))}
      </div>
      {approval ? (
        <p className="review-item__approval" role="status">
          {approvedByMe ? (
            <Trans>You approved the release: a second staff member must approve it.</Trans>
          ) : (
            <Trans>Release approved by {approverName}: a second staff member’s approval releases it.</Trans>
          )}
        </p>
      ) : null}
      <div className="review-item__actions">
        <Button onClick={() => onDecide('release')} disabled={approvedByMe}>
          <Trans>
            Release<span className="visually-hidden"> {invoice}</span>
          </Trans>
        </Button>
        <Button variant="danger" onClick={() => onDecide('reject')}>
          <Trans>
            Reject<span className="visually-hidden"> {invoice}</span>
          </Trans>
        </Button>
        <Link to={paths.customerDetails.getHref(transfer.id)}>
          <Trans>View transfer</Trans>
        </Link>
      </div>
    </li>
  )
}

type SanctionsReason = Extract<HoldReason, { kind: 'sanctions' }>

const isSanctions = (reason: HoldReason): reason is SanctionsReason => reason.kind === 'sanctions'

/** The sanctions list's entry a screened name is close to (its names, type and programs are OFAC's, shown as they are). */
function ListedEntry({ reason }: { reason: SanctionsReason }) {
  const { matchedName, listVersion } = reason
  const { uid } = reason.entry
  const score = reason.score.toFixed(2)
  return (
    <div className="review-item__panel">
      <h4>{reason.party === 'sender' ? <Trans>Listed entry (the sender)</Trans> : <Trans>Listed entry (the recipient)</Trans>}</h4>
      <dl>
        <dt>
          <Trans>Name</Trans>
        </dt>
        <dd>{reason.entry.name}</dd>
        <dt>
          <Trans>Matched</Trans>
        </dt>
        <dd>
          <Trans>
            {matchedName} (score {score})
          </Trans>
        </dd>
        <dt>
          <Trans>Also known as</Trans>
        </dt>
        <dd>{reason.entry.aliases.join('; ') || '—'}</dd>
        <dt>
          <Trans comment="A sanctions list entry's type (individual, entity, vessel…)">Type</Trans>
        </dt>
        <dd>{reason.entry.type}</dd>
        <dt>
          <Trans comment="The sanctions programs a listed entry is under">Programs</Trans>
        </dt>
        <dd>{reason.entry.programs}</dd>
        <dt>
          <Trans comment="A sanctions list entry">Entry</Trans>
        </dt>
        <dd>
          <Trans>
            {uid} (list {listVersion})
          </Trans>
        </dd>
        {reason.entry.remarks ? (
          <>
            <dt>
              <Trans>Remarks</Trans>
            </dt>
            <dd>{reason.entry.remarks}</dd>
          </>
        ) : null}
        {reason.birth?.length ? (
          <>
            <dt>
              <Trans comment="How the sender's date or place of birth differs from the listed entry's (it lowered the match score)">
                Birth facts differ
              </Trans>
            </dt>
            <dd>{reason.birth.join('; ')}</dd>
          </>
        ) : null}
      </dl>
    </div>
  )
}
