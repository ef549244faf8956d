import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { formatPhone } from '../../../../../shared/transfers/phone/format-phone'
import { invoiceLabel } from '../../../../../shared/transfers/transfer-options'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { PayoutAmount } from './payout-amount'
import { OpenTransferLink } from './payout-parts'
import { Fact } from '../../../components/fact/fact'

interface PayoutItemProps {
  transfer: Transfer
  /** The heading: the recipient's name, or a control named by it. */
  who: ReactNode
  /** The invoice's element id, for a control the invoice describes. */
  invoiceId?: string
  /** The list's own facts, after the invoice and the phone. */
  children: ReactNode
}

/**
 * A transfer in a payout list (the ready queue, a batch): to whom, how much, its invoice and the
 * phone the payout goes to, what the list adds, and the way to the transfer.
 */
export function PayoutItem({ transfer, who, invoiceId, children }: PayoutItemProps) {
  const { t } = useLingui()
  const invoice = invoiceLabel(transfer.country, transfer.invoiceNumber)
  return (
    <li className="item-card surface surface--raised">
      <div className="payouts__item-top split-row">
        <h4 className="item-card__title">{who}</h4>
        <PayoutAmount transfer={transfer} />
      </div>
      <dl className="payouts__facts">
        <div>
          <dt>{t`Invoice`}</dt>
          <dd id={invoiceId}>{invoice}</dd>
        </div>
        <Fact label={t`Phone`}>{formatPhone(transfer.mobileNumber)}</Fact>
        {children}
      </dl>
      <OpenTransferLink id={transfer.id} invoice={invoice} />
    </li>
  )
}
