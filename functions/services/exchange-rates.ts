import { ulid } from 'ulid'
import { isVerifiedStaff } from '../../shared/auth/permissions'
import { RATED_CURRENCIES, type PayoutCurrency } from '../../shared/money/currencies'
import { rateFigures } from '../../shared/money/exchange-rate'
import type {
  DecidedRateProposal,
  DecideRateProposal,
  ExchangeRate,
  RateDecisionAnswer,
  RateProposal,
  SetExchangeRate,
} from '../../shared/rates/exchange-rates'
import { QUOTE_MESSAGES } from '../../shared/rates/quote'
import { judgeRateChange, RATE_CHANGE_REFUSALS, RATE_CHANGED_MESSAGE } from '../../shared/rates/rate-change'
import { ConflictError, ForbiddenError, NotFoundError } from '../lib/errors'
import type { Actor } from '../model/actor'
import { approveProposal, getProposal, getRate, listRates, putProposal, putRate, rateHistory, rejectProposal } from '../store/exchange-rates-store'

const RATE_STAFF_ONLY = 'Only verified staff can see and change exchange rates'

/** Margins are staff's alone, and an unverified admin is a sender: verified staff only. */
function requireVerifiedStaff(actor: Actor): void {
  if (!isVerifiedStaff(actor)) throw new ForbiddenError(RATE_STAFF_ONLY)
}

const decisionMaker = (actor: Actor) => ({ id: actor.sub, name: `${actor.firstName} ${actor.lastName}` })

/** Every rate an admin has set, with its margin, and the large changes waiting for a second approver. */
export async function listExchangeRates(actor: Actor): Promise<{ items: ExchangeRate[]; proposals: RateProposal[] }> {
  requireVerifiedStaff(actor)
  const { rates, proposals } = await listRates()
  return { items: rates, proposals }
}

/** A destination's local payout currency that takes a rate (USD is always 1:1 and is never set). */
function assertRated(countryId: string, currency: PayoutCurrency): void {
  if (!RATED_CURRENCIES.some((rated) => rated.countryId === countryId && rated.currency === currency)) {
    throw new NotFoundError(QUOTE_MESSAGES.notOffered)
  }
}

type RateTarget = { countryId: string; currency: PayoutCurrency }

/** What a change did: applied at once, or proposed for a second verified staff member's approval. */
export type RateChangeOutcome = { applied: ExchangeRate } | { proposed: RateProposal }

/**
 * A verified admin's change of a rate: the customer rate is derived from the reference rate and the
 * margin here, never sent by the browser; who, when and why are recorded with it, and the change
 * names the version it replaces, so a stale screen cannot overwrite a newer rate.
 *
 * Rate sanity: a change that moves the customer rate or the reference more than 10% (or a
 * currency's first rate) is refused (409 RATE_CHANGE_UNCONFIRMED) unless the request confirms it;
 * confirmed, it is recorded as a proposal and applies only once another verified staff member approves
 * it (four eyes). While a proposal waits, the rate changes no other way (409 RATE_PROPOSAL_PENDING).
 *
 * A `correction` voids every quote given at an earlier version (the rate item's
 * `quotesValidFromVersion`, which later changes carry): the rate was wrong, and a quote at it must not
 * pay. A market update is no correction: the quotes already given keep their 30 minutes.
 */
export async function setExchangeRate(actor: Actor, target: RateTarget, change: SetExchangeRate, now: Date): Promise<RateChangeOutcome> {
  requireVerifiedStaff(actor)
  assertRated(target.countryId, target.currency)
  const [before, waiting] = await Promise.all([getRate(target.countryId, target.currency), getProposal(target.countryId, target.currency)])
  // Judged against the rate the screen showed: a newer one means the figures were typed against another.
  if ((before?.version ?? 0) !== change.expectedVersion) throw new ConflictError(RATE_CHANGED_MESSAGE)
  if (waiting) throw new ConflictError(RATE_CHANGE_REFUSALS.RATE_PROPOSAL_PENDING, 'RATE_PROPOSAL_PENDING')
  const figures = rateFigures(change.referenceRate, change.marginBps)
  const judged = judgeRateChange(before, figures)
  const correction = change.correction === true

  if (judged.large) {
    if (change.confirmLargeChange !== true) throw new ConflictError(RATE_CHANGE_REFUSALS.RATE_CHANGE_UNCONFIRMED, 'RATE_CHANGE_UNCONFIRMED')
    const proposal: RateProposal = {
      proposalId: ulid(now.getTime()),
      ...target,
      ...figures,
      reason: change.reason,
      correction,
      baseVersion: change.expectedVersion,
      ...(before ? { from: { referenceRate: before.referenceRate, marginBps: before.marginBps, customerRate: before.customerRate } } : {}),
      ...(judged.customerChangeBps === undefined ? {} : { changeBps: judged.customerChangeBps }),
      proposedBy: decisionMaker(actor),
      proposedAt: now.toISOString(),
    }
    // Conditional on the rate still being `before` and no other proposal: putProposal's 409s.
    await putProposal(proposal)
    return { proposed: proposal }
  }

  const rate = nextRate(before, {
    ...target,
    ...figures,
    setBy: decisionMaker(actor),
    setAt: now.toISOString(),
    reason: change.reason,
    version: change.expectedVersion + 1,
    ...(judged.customerChangeBps === undefined ? {} : { changeBps: judged.customerChangeBps }),
    ...(correction ? { correction } : {}),
  })
  // The write is conditional on the version it replaces and on no proposal waiting: putRate's 409s.
  await putRate(rate)
  return { applied: rate }
}

/** `rate` with the quotes' validity it inherits: from its own version when it is a correction, else the one `before` carried. */
function nextRate(before: ExchangeRate | undefined, rate: ExchangeRate): ExchangeRate {
  const validFrom = rate.correction ? rate.version : before?.quotesValidFromVersion
  return validFrom === undefined ? rate : { ...rate, quotesValidFromVersion: validFrom }
}

/**
 * A verified staff member's decision on the waiting proposal named by `decision.proposalId`: an
 * approval (by anyone but its proposer: 403 RATE_SELF_APPROVAL) applies it at once, recorded with
 * who proposed and who approved; a rejection (by its proposer too: a withdrawal) drops it. Either is
 * kept in the rate's history. A proposal decided or withdrawn meanwhile is 409 RATE_PROPOSAL_GONE.
 */
export async function decideRateProposal(actor: Actor, target: RateTarget, decision: DecideRateProposal, now: Date): Promise<RateDecisionAnswer> {
  requireVerifiedStaff(actor)
  assertRated(target.countryId, target.currency)
  const [proposal, before] = await Promise.all([getProposal(target.countryId, target.currency), getRate(target.countryId, target.currency)])
  if (proposal?.proposalId !== decision.proposalId) throw new ConflictError(RATE_CHANGE_REFUSALS.RATE_PROPOSAL_GONE, 'RATE_PROPOSAL_GONE')
  const approving = decision.decision === 'approve'
  if (approving && proposal.proposedBy.id === actor.sub) throw new ForbiddenError(RATE_CHANGE_REFUSALS.RATE_SELF_APPROVAL, 'RATE_SELF_APPROVAL')
  const decided: DecidedRateProposal = {
    ...proposal,
    outcome: approving ? 'approved' : 'rejected',
    decidedBy: decisionMaker(actor),
    decidedAt: now.toISOString(),
    ...(decision.reason ? { decisionReason: decision.reason } : {}),
  }
  if (!approving) {
    await rejectProposal(decided)
    return { proposal: decided }
  }
  const rate = nextRate(before, {
    countryId: proposal.countryId,
    currency: proposal.currency,
    referenceRate: proposal.referenceRate,
    marginBps: proposal.marginBps,
    customerRate: proposal.customerRate,
    setBy: proposal.proposedBy,
    setAt: decided.decidedAt,
    reason: proposal.reason,
    version: proposal.baseVersion + 1,
    ...(proposal.changeBps === undefined ? {} : { changeBps: proposal.changeBps }),
    ...(proposal.correction ? { correction: true } : {}),
    approval: { by: decided.decidedBy, at: decided.decidedAt, proposedAt: proposal.proposedAt },
  })
  await approveProposal(decided, rate)
  return { proposal: decided, rate }
}

/** Every change of a rate the destination offers and every decided proposal, newest first. */
export async function exchangeRateHistory(actor: Actor, countryId: string, currency: PayoutCurrency) {
  requireVerifiedStaff(actor)
  assertRated(countryId, currency)
  const { changes, decisions } = await rateHistory(countryId, currency)
  return { items: changes, proposals: decisions }
}
