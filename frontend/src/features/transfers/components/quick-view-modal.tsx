import { payoutDetailRows } from '../payout-details'
import { payoutText } from '../payout-text'
import { MASKED_CVV, maskCardNumber } from '../../../../../shared/transfers/card'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { Modal } from '../../../components/modal/modal'
import { fullName } from '../transfer-format'
import { defaultNote, NO_RECORD_SELECTED, QUICK_VIEW_TITLE, refundText } from '../transfer-texts'

export interface QuickViewModalProps {
  open: boolean
  transfer: Transfer | null
  onClose: () => void
}

/** Spec 2.7's 'Customer View Panel': payment details, masked card, the pay-out line and the note. */
export function QuickViewModal({ open, transfer, onClose }: QuickViewModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={QUICK_VIEW_TITLE}>
      {transfer ? (
        <div className="quick-view">
          <dl className="detail-list">
            <Row label="Relationship" value={transfer.relationship} />
            <Row label="Sending Reason" value={transfer.sendingReason} />
            <Row label="Payment Type" value={transfer.paymentType} />
            {payoutDetailRows(transfer).map(([label, value]) => (
              <Row key={label} label={label} value={value} />
            ))}
            <Row label="Payment Method" value={transfer.paymentMethod} />
            <Row label="Card Number" value={maskCardNumber(transfer.card.last4)} />
            <Row label="Expiration Date" value={transfer.card.expirationDate} />
            <Row label="CVV" value={MASKED_CVV} />
          </dl>
          {transfer.status === 'CANCELLED' || transfer.status === 'ON_HOLD' ? (
            // Issue 16: the counter must not pay out a refunded or held transfer.
            <p className="quick-view__payout quick-view__payout--stop" role="note">
              <strong>Do not pay out:</strong>{' '}
              {transfer.cancellation
                ? `cancelled. ${refundText(transfer.cancellation.refundCents, transfer.card)}.`
                : transfer.status === 'CANCELLED'
                  ? 'cancelled and refunded.'
                  : 'on hold for review.'}
            </p>
          ) : (
            <p className="quick-view__payout">
              Pay the amount of <strong>{payoutText(transfer.payout)}</strong> to <strong>{fullName(transfer)}</strong>
            </p>
          )}
          <p className="quick-view__note">{transfer.note.trim() ? transfer.note : defaultNote(transfer.paymentType)}</p>
        </div>
      ) : (
        <p>{NO_RECORD_SELECTED}</p>
      )}
    </Modal>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="detail-list__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

export default QuickViewModal
