import { Trans, useLingui } from '@lingui/react/macro'
import { payoutDetailRows } from '../../../entities/transfer/payout-details'
import { payoutText } from '../../../entities/transfer/payout-text'
import { MASKED_CVV, maskCardNumber } from '../../../../../shared/transfers/card'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { Modal } from '../../../components/modal/modal'
import { fullName } from '../../../entities/transfer/transfer-format'
import { defaultNote, NO_RECORD_SELECTED, optionLabel, QUICK_VIEW_TITLE, refundText } from '../../../entities/transfer/transfer-texts'

export interface QuickViewModalProps {
  open: boolean
  transfer: Transfer | null
  onClose: () => void
}

/** Spec 2.7's 'Customer View Panel': payment details, masked card, the pay-out line and the note. */
export default function QuickViewModal({ open, transfer, onClose }: QuickViewModalProps) {
  const { t, i18n } = useLingui()
  return (
    <Modal open={open} onClose={onClose} title={i18n._(QUICK_VIEW_TITLE)}>
      {transfer ? (
        <div className="quick-view">
          <dl className="detail-list">
            <Row label={t`Relationship`} value={optionLabel(transfer.relationship)} />
            <Row label={t`Sending Reason`} value={optionLabel(transfer.sendingReason)} />
            <Row label={t`Payment Type`} value={optionLabel(transfer.paymentType)} />
            {payoutDetailRows(transfer, i18n).map(([label, value]) => (
              <Row key={label} label={label} value={value} />
            ))}
            <Row label={t`Payment Method`} value={optionLabel(transfer.paymentMethod)} />
            <Row label={t`Card Number`} value={maskCardNumber(transfer.card.last4)} />
            <Row label={t`Expiration Date`} value={transfer.card.expirationDate} />
            <Row label={t`CVV`} value={MASKED_CVV} />
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

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="detail-list__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}
