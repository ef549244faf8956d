import { useLingui as useLinguiContext } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import type { HeldTransfer } from '../../../../../shared/compliance/held-transfers'
import type { HoldReason } from '../../../../../shared/compliance/hold'
import { invoiceLabel } from '../../../../../shared/transfers/transfer-options'
import { Button } from '../../../components/button/button'
import { LoadMoreButton } from '../../../components/pager/load-more-button'
import { EmptyState } from '../../../components/empty-state/empty-state'
import { Fact } from '../../../components/fact/fact'
import { ErrorBox } from '../../../components/error-box/error-box'
import { Spinner } from '../../../components/spinner/spinner'
import { paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-client'
import { holdReasonMessage } from '../../../lib/compliance-texts'
import { countryName, formatCount, formatDate, formatUsd } from '../../../lib/format'
import { useHeldTransfers, type ReviewDecision } from '../api/compliance'
import { IdentityFacts } from '../../../components/identity-facts/identity-facts'
import { ScreenSection } from '../../../components/screen-section/screen-section'
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
        <ul className="stack stack--loose">
          {held.items.map((item) => (
            <HeldItem key={item.transfer.id} item={item} onDecide={(decision) => setDeciding({ item, decision })} />
          ))}
        </ul>
        <LoadMoreButton pages={held} />
      </>
    )
  }

  const lead = t`Held transfers, oldest first. Release one when the match is not the listed party, or reject it: the sender is refunded in full. The sender only reads that their transfer is being reviewed.`
  return (
    <ScreenSection titleId="review-title" title={t`Compliance review`} lead={lead}>
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
    </ScreenSection>
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
    <li className="item-card surface" aria-labelledby={titleId}>
      <h3 id={titleId} className="item-card__title">
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
        <ReviewPanel
          title={<Trans>Sender</Trans>}
          after={
            sender.identity ? (
              <IdentityFacts identity={sender.identity} />
            ) : (
              <p>
                <Trans>No identity details on file.</Trans>
              </p>
            )
          }
        >
          <Fact label={<Trans>Name</Trans>}>{senderName}</Fact>
          <Fact label={<Trans>E-mail</Trans>}>{sender.email}</Fact>
          <Fact label={<Trans>Account</Trans>}>{sender.verified ? <Trans>Verified</Trans> : <Trans>Not verified</Trans>}</Fact>
        </ReviewPanel>
        <ReviewPanel title={<Trans>Recipient</Trans>}>
          <Fact label={<Trans>Name</Trans>}>{fullName(transfer)}</Fact>
          <Fact label={<Trans>Mobile</Trans>}>{transfer.mobileNumber}</Fact>
          <Fact label={<Trans>Destination</Trans>}>
            {city}, {country}
          </Fact>
        </ReviewPanel>
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
    <ReviewPanel title={reason.party === 'sender' ? <Trans>Listed entry (the sender)</Trans> : <Trans>Listed entry (the recipient)</Trans>}>
      <Fact label={<Trans>Name</Trans>}>{reason.entry.name}</Fact>
      <Fact label={<Trans>Matched</Trans>}>
        <Trans>
          {matchedName} (score {score})
        </Trans>
      </Fact>
      <Fact label={<Trans>Also known as</Trans>}>{reason.entry.aliases.join('; ') || '—'}</Fact>
      <Fact label={<Trans comment="A sanctions list entry's type (individual, entity, vessel…)">Type</Trans>}>{reason.entry.type}</Fact>
      <Fact label={<Trans comment="The sanctions programs a listed entry is under">Programs</Trans>}>{reason.entry.programs}</Fact>
      <Fact label={<Trans comment="A sanctions list entry">Entry</Trans>}>
        <Trans>
          {uid} (list {listVersion})
        </Trans>
      </Fact>
      {reason.entry.remarks ? <Fact label={<Trans>Remarks</Trans>}>{reason.entry.remarks}</Fact> : null}
      {reason.birth?.length ? (
        <Fact
          label={
            <Trans comment="How the sender's date or place of birth differs from the listed entry's (it lowered the match score)">
              Birth facts differ
            </Trans>
          }
        >
          {reason.birth.join('; ')}
        </Fact>
      ) : null}
    </ReviewPanel>
  )
}

/** One side of the comparison: who it is, as facts (`children`), and what follows them. */
function ReviewPanel({ title, after, children }: { title: ReactNode; after?: ReactNode; children: ReactNode }) {
  return (
    <div className="review-item__panel">
      <h4>{title}</h4>
      <dl>{children}</dl>
      {after}
    </div>
  )
}
