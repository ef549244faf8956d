import { Trans, useLingui } from '@lingui/react/macro'
import { payoutDetailRows } from '../../../entities/transfer/payout-details'
import { payoutText } from '../../../entities/transfer/payout-text'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { maskCardNumber } from '../../../../../shared/transfers/card'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { Modal } from '../../../components/modal/modal'
import { StatusBadge } from '../../../components/status-badge/status-badge'
import { paths } from '../../../config/paths'
import { fullName } from '../../../entities/transfer/transfer-format'
import { defaultNote, NO_RECORD_SELECTED, optionLabel, QUICK_VIEW_TITLE, refundText } from '../../../entities/transfer/transfer-texts'
import { Fact } from '../../../components/fact/fact'

export interface QuickViewModalProps {
  open: boolean
  transfer: Transfer | null
  onClose: () => void
  /** Staff's panel names the sender (a customer's transfers are their own). */
  showSender?: boolean
}

/**
 * Spec 2.7's 'Customer View Panel': who sent it (staff) and its status, payment details, masked card,
 * the pay-out line and the note. Nothing about a CVV: it is checked once and never stored,
 * so a masked '***' only suggested we keep one.
 */
export default function QuickViewModal({ open, transfer, onClose, showSender = false }: QuickViewModalProps) {
  const { t, i18n } = useLingui()
  return (
    <Modal open={open} onClose={onClose} title={i18n._(QUICK_VIEW_TITLE)}>
      {transfer ? (
        <div className="quick-view">
          <dl className="detail-list">
            {showSender ? <Row label={t`Sender`} value={<SenderValue sender={transfer.sender} />} /> : null}
            <Row label={t`Status`} value={<StatusBadge status={transfer.status} />} />
            <Row label={t`Relationship`} value={optionLabel(transfer.relationship)} />
            <Row label={t`Sending Reason`} value={optionLabel(transfer.sendingReason)} />
            <Row label={t`Payment Type`} value={optionLabel(transfer.paymentType)} />
            {payoutDetailRows(transfer, i18n).map(([label, value]) => (
              <Row key={label} label={label} value={value} />
            ))}
            <Row label={t`Payment Method`} value={optionLabel(transfer.paymentMethod)} />
            <Row label={t`Card Number`} value={maskCardNumber(transfer.card.last4)} />
            <Row label={t`Expiration Date`} value={transfer.card.expirationDate} />
          </dl>
          {transfer.status === 'CANCELLED' || transfer.status === 'ON_HOLD' ? (
            // The counter must not pay out a refunded or held transfer.
            <p className="quick-view__payout quick-view__payout--stop" role="note">
              <StopPayout transfer={transfer} />
            </p>
          ) : (
            <PayOut transfer={transfer} />
          )}
          <p className="quick-view__note">{transfer.note.trim() ? transfer.note : i18n._(defaultNote(transfer.paymentType))}</p>
        </div>
      ) : (
        <p>{i18n._(NO_RECORD_SELECTED)}</p>
      )}
    </Modal>
  )
}

/**
 * Why the counter must not pay out a cancelled or held transfer: the warning, then the reason (the
 * refund as the shared rule words it).
 */
function StopPayout({ transfer }: { transfer: Transfer }) {
  const refund = transfer.cancellation ? refundText(transfer.cancellation.refundCents, transfer.card) : undefined
  return (
    <>
      <strong>
        <Trans>Do not pay out:</Trans>
      </strong>{' '}
      {refund !== undefined ? (
        <Trans>cancelled. {refund}.</Trans>
      ) : transfer.status === 'CANCELLED' ? (
        <Trans>cancelled and refunded.</Trans>
      ) : (
        <Trans>on hold for review.</Trans>
      )}
    </>
  )
}

function PayOut({ transfer }: { transfer: Transfer }) {
  const amount = payoutText(transfer.payout)
  const name = fullName(transfer)
  return (
    <p className="quick-view__payout">
      <Trans>
        Pay the amount of <strong>{amount}</strong> to <strong>{name}</strong>
      </Trans>
    </p>
  )
}

/** The sender's name, linking to their profile, over their e-mail; a dash when the account is gone. */
function SenderValue({ sender }: { sender: Transfer['sender'] }) {
  if (!sender) return <>—</>
  return (
    <>
      <Link to={paths.dashboardProfileById.getHref(sender.id)}>{sender.name}</Link>
      <span className="quick-view__email">{sender.email}</span>
    </>
  )
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Fact label={label} className="detail-list__row fact-row">
      {value}
    </Fact>
  )
}
