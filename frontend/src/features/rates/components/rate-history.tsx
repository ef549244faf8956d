import { Trans, useLingui } from '@lingui/react/macro'
import { rateLabel } from '../../../../../shared/money/exchange-rate'
import type { DecidedRateProposal, ExchangeRate } from '../../../../../shared/rates/exchange-rates'
import { DataTable, type Column } from '../../../components/data-table/data-table'
import { FormAlert } from '../../../components/form/form-alert'
import { Modal } from '../../../components/modal/modal'
import { Spinner } from '../../../components/spinner/spinner'
import { useRateHistory, type RateTarget } from '../api/exchange-rates'
import { signedPercent, when } from './rate-texts'

export function RateHistoryModal({ row, onClose }: { row: (RateTarget & { country: string }) | null; onClose: () => void }) {
  const { t } = useLingui()
  const country = row?.country
  const currency = row?.currency
  return (
    <Modal open={row !== null} onClose={onClose} title={row ? t`${country} (${currency}): rate history` : t`Rate history`}>
      {row ? <RateHistory row={row} /> : null}
    </Modal>
  )
}

/** Who set a change and, for a large one, who approved it. */
function SetBy({ rate }: { rate: ExchangeRate }) {
  const proposer = rate.setBy.name
  if (!rate.approval) return <>{proposer}</>
  const approver = rate.approval.by.name
  const proposedAt = when(rate.approval.proposedAt)
  return (
    <Trans>
      Proposed by {proposer} ({proposedAt}), approved by {approver}
    </Trans>
  )
}

/** The changes of a rate, newest first (both names on a large change; corrections marked), then the proposals decided. */
function RateHistory({ row }: { row: RateTarget }) {
  const history = useRateHistory(row)
  const { t } = useLingui()
  const { currency } = row
  if (history.error) return <FormAlert>{history.error.message}</FormAlert>
  if (!history.data) return <Spinner label={t`Loading the history…`} />
  if (history.data.items.length === 0 && history.data.proposals.length === 0) {
    return (
      <p>
        <Trans>No rate has been set yet: quotes in {currency} are refused until one is.</Trans>
      </p>
    )
  }
  const change = (bps: number | undefined) => (bps === undefined ? '—' : signedPercent(bps))
  const columns: Column<ExchangeRate>[] = [
    { header: t`When`, cell: (rate) => when(rate.setAt), rowHeader: true },
    { header: t`Customer rate`, cell: (rate) => rateLabel(rate.customerRate, currency), kind: 'number' },
    { header: t`Change (%)`, cell: (rate) => change(rate.changeBps), kind: 'number' },
    { header: t`Reference`, cell: (rate) => rate.referenceRate, kind: 'number' },
    {
      header: t`Margin`,
      cell: (rate) => {
        const { marginBps } = rate
        return t`${marginBps} bps`
      },
      kind: 'number',
    },
    { header: t`By`, cell: (rate) => <SetBy rate={rate} /> },
    {
      header: t`Reason`,
      cell: (rate) =>
        rate.correction ? (
          <>
            <span className="pill tone-danger">
              <Trans>Correction</Trans>
            </span>{' '}
            {rate.reason}
          </>
        ) : (
          rate.reason
        ),
    },
  ]
  const outcome = (proposal: DecidedRateProposal) => {
    if (proposal.outcome === 'approved') return t`Approved`
    return proposal.decidedBy.id === proposal.proposedBy.id ? t`Withdrawn` : t`Rejected`
  }
  const decisions: Column<DecidedRateProposal>[] = [
    { header: t`Proposed`, cell: (proposal) => when(proposal.proposedAt), rowHeader: true },
    { header: t`Customer rate`, cell: (proposal) => rateLabel(proposal.customerRate, currency), kind: 'number' },
    { header: t`Change (%)`, cell: (proposal) => change(proposal.changeBps), kind: 'number' },
    { header: t`Proposed by`, cell: (proposal) => proposal.proposedBy.name },
    { header: t`Outcome`, cell: outcome },
    {
      header: t`Decided by`,
      cell: (proposal) => {
        const by = proposal.decidedBy.name
        const at = when(proposal.decidedAt)
        return t`${by}, ${at}`
      },
    },
    { header: t`Note`, cell: (proposal) => proposal.decisionReason ?? '—' },
  ]
  return (
    <div className="rate-history">
      <DataTable caption={t`History of the ${currency} rate`} columns={columns} rows={history.data.items} rowKey={(rate) => String(rate.version)} />
      {history.data.proposals.length > 0 ? (
        <DataTable
          caption={t`Proposals of more than 10% decided`}
          columns={decisions}
          rows={history.data.proposals}
          rowKey={(proposal) => proposal.proposalId}
        />
      ) : null}
    </div>
  )
}
