import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { rateLabel } from '../../../../../shared/money/exchange-rate'
import type { RateDecision, RateProposal } from '../../../../../shared/rates/exchange-rates'
import { Button } from '../../../components/button/button'
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog'
import { showToast } from '../../../components/toast/toast-store'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { decideRateProposal } from '../api/exchange-rates'
import { destinationName, signedPercent, when } from './rate-texts'

/** A decision on its way: which proposal, and approve or reject (a withdrawal is its proposer's rejection). */
interface Deciding {
  proposal: RateProposal
  decision: RateDecision
}

/**
 * The changes of more than 10% (and first rates) waiting for a second verified staff member: each
 * with the rate it replaces, the change as a percentage, who proposed it, when and why. Another
 * staff member approves or rejects it; its proposer can only withdraw it (the server refuses a
 * self-approval too).
 */
export function RateProposals({ proposals, onDecided }: { proposals: readonly RateProposal[]; onDecided: () => void }) {
  const viewer = useSession().user?.id
  const [deciding, setDeciding] = useState<Deciding | null>(null)

  return (
    <section className="rate-proposals" aria-labelledby="rate-proposals-title">
      <h3 id="rate-proposals-title">
        <Trans>Waiting for approval</Trans>
      </h3>
      {proposals.length === 0 ? (
        <p className="rates-page__lead">
          <Trans>No change is waiting for approval.</Trans>
        </p>
      ) : (
        <ul className="rate-proposals__list">
          {proposals.map((proposal) => (
            <li key={proposal.proposalId}>
              <ProposalCard
                proposal={proposal}
                own={proposal.proposedBy.id === viewer}
                onDecide={(decision) => setDeciding({ proposal, decision })}
              />
            </li>
          ))}
        </ul>
      )}
      <DecisionDialog
        deciding={deciding}
        onClose={() => {
          setDeciding(null)
          onDecided()
        }}
      />
    </section>
  )
}

function ProposalCard({ proposal, own, onDecide }: { proposal: RateProposal; own: boolean; onDecide: (decision: RateDecision) => void }) {
  const { t } = useLingui()
  const country = destinationName(proposal.countryId)
  const { currency, referenceRate, marginBps, reason } = proposal
  const proposed = rateLabel(proposal.customerRate, currency)
  const current = proposal.from ? rateLabel(proposal.from.customerRate, currency) : undefined
  const change = proposal.changeBps === undefined ? undefined : signedPercent(proposal.changeBps)
  const by = proposal.proposedBy.name
  const at = when(proposal.proposedAt)
  const titleId = `proposal-${proposal.proposalId}`
  return (
    <article className="rate-proposal" aria-labelledby={titleId}>
      <h4 id={titleId}>
        <Trans>
          {country} ({currency})
        </Trans>
      </h4>
      <dl className="rate-proposal__facts">
        <dt>
          <Trans>Proposed rate</Trans>
        </dt>
        <dd>
          <strong>{proposed}</strong>{' '}
          <Trans>
            (reference {referenceRate}, margin {marginBps} bps)
          </Trans>
        </dd>
        <dt>
          <Trans>Current rate</Trans>
        </dt>
        <dd>{current ?? t`None yet: the first rate`}</dd>
        <dt>
          <Trans>Change (%)</Trans>
        </dt>
        <dd>{change !== undefined ? <span className="pill tone-warning">{change}</span> : '—'}</dd>
        <dt>
          <Trans>Proposed by</Trans>
        </dt>
        <dd>
          <Trans>
            {by}, {at}
          </Trans>
        </dd>
        <dt>
          <Trans>Reason</Trans>
        </dt>
        <dd>{reason}</dd>
      </dl>
      {proposal.correction ? (
        <p className="rate-proposal__note">
          <span className="pill tone-danger">
            <Trans>Correction</Trans>
          </span>{' '}
          <Trans>Approving it voids the quotes given at the current rate.</Trans>
        </p>
      ) : null}
      {own ? (
        <p className="rate-proposal__note">
          <Trans>You proposed this change: another verified staff member approves it.</Trans>
        </p>
      ) : null}
      <div className="rates-page__actions">
        {own ? null : (
          <Button onClick={() => onDecide('approve')} aria-label={t`Approve the ${country} ${currency} change`}>
            <Trans>Approve</Trans>
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() => onDecide('reject')}
          aria-label={own ? t`Withdraw the ${country} ${currency} change` : t`Reject the ${country} ${currency} change`}
        >
          {own ? <Trans>Withdraw</Trans> : <Trans>Reject</Trans>}
        </Button>
      </div>
    </article>
  )
}

/** What an approval does: the new customer rate, how far it is from the current one, and the quotes a correction voids. */
function approvalMessage(proposal: RateProposal | undefined, i18n: I18n): string {
  if (!proposal) return ''
  const proposed = rateLabel(proposal.customerRate, proposal.currency)
  if (!proposal.from || proposal.changeBps === undefined) return i18n._(msg`Customers will get ${proposed} on every quote from then on.`)
  const current = rateLabel(proposal.from.customerRate, proposal.currency)
  const change = signedPercent(proposal.changeBps)
  return proposal.correction
    ? i18n._(
        msg`Customers will get ${proposed} instead of ${current} (${change}) on every quote from then on, and the quotes given at the current rate will no longer pay.`,
      )
    : i18n._(msg`Customers will get ${proposed} instead of ${current} (${change}) on every quote from then on.`)
}

/** The question before a decision, and the decision sent once confirmed. */
function DecisionDialog({ deciding, onClose }: { deciding: Deciding | null; onClose: () => void }) {
  const call = useAuthedCall()
  const { t, i18n } = useLingui()
  const viewer = useSession().user?.id
  const proposal = deciding?.proposal
  const country = proposal ? destinationName(proposal.countryId) : ''
  const currency = proposal?.currency ?? ''
  const proposed = proposal ? rateLabel(proposal.customerRate, proposal.currency) : ''
  const approving = deciding?.decision === 'approve'
  const withdrawing = !approving && proposal?.proposedBy.id === viewer

  const confirm = async () => {
    if (!deciding) return
    const { proposal: decided, decision } = deciding
    await decideRateProposal(call, decided, { proposalId: decided.proposalId, decision }, i18n)
    showToast(decision === 'approve' ? t`${country}: customers now get ${proposed}.` : t`${country}: the proposed change was dropped.`, {
      durationMs: 4000,
    })
  }

  const title = approving
    ? t`Approve the ${country} rate (${currency})?`
    : withdrawing
      ? t`Withdraw the change of the ${country} rate?`
      : t`Reject the change of the ${country} rate?`
  const message = approving ? approvalMessage(proposal, i18n) : t`The rate stays as it is; the proposal is kept in the rate's history.`
  return (
    <ConfirmDialog
      open={deciding !== null}
      title={title}
      message={message}
      confirmLabel={approving ? t`Approve` : withdrawing ? t`Withdraw` : t`Reject`}
      tone={approving ? 'primary' : 'danger'}
      onConfirm={confirm}
      describeFailure={(error) => ({ title: t`Could not record the decision`, message: error instanceof Error ? error.message : String(error) })}
      onClose={onClose}
    />
  )
}
