import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { payoutCurrencyOf } from '../../../../../shared/money/currencies'
import { CFPB, mayReceiveLess } from '../../../../../shared/rates/disclosure'
import { maskCardNumber } from '../../../../../shared/transfers/card'
import { invoiceLabel } from '../../../../../shared/transfers/transfer-options'
import { formatPhone } from '../../../../../shared/transfers/phone/format-phone'
import type { TransferRecord } from '../../../entities/transfer/api/get-transfer'
import { DISCLOSURE_ROW_KEYS, disclosureValues } from '../../../../../shared/rates/disclosure-rows'
import { payoutDetailRows } from '../../../entities/transfer/payout-details'
import { Fact } from '../../../components/fact/fact'
import { LogoMark } from '../../../components/icons/icons'
import { StatusBadge } from '../../../components/status-badge/status-badge'
import { site } from '../../../config/site'
import { countryName } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n/i18n'
import { formatDateTime, fullName } from '../../../entities/transfer/transfer-format'
import { defaultNote, DISCLOSURE_TOTAL_KEYS, disclosureLabel, legal, optionLabel, refundText } from '../../../entities/transfer/transfer-texts'
import { EnglishCopy } from '../../../entities/transfer/components/english-copy'
import { dateAvailableText } from '../../../entities/transfer/date-available-text'
import './receipt.css'

/**
 * Spec 2.9's receipt, which is also the remittance transfer receipt of 12 CFR 1005.31(b)(2):
 * logo, invoice, date, status; the recipient (name, phone, location); the payment with the
 * masked card; the amounts as disclosed before payment (amount, fees, taxes, total, rate, amount in
 * the payout currency, other fees, total to recipient) and the date available; notes; the sender's
 * cancellation and error rights; our name, phone and web address; and where to complain (the
 * stage's state regulator and the CFPB). It is what prints, on one page (receipt.css).
 */
export function ReceiptView({ transfer }: { transfer: TransferRecord }) {
  const { t, i18n } = useLingui()
  const invoice = invoiceLabel(transfer.country, transfer.invoiceNumber)
  const { payout } = transfer
  const currency = payoutCurrencyOf(payout.currency)
  const figures = {
    amountCents: transfer.amountCents,
    feeCents: transfer.feeCents,
    totalCents: transfer.totalCents,
    rate: payout.rate,
    currency,
    receiveAmount: payout.receiveAmount,
  }
  const amounts = disclosureValues(figures, currentLocale())
  const texts = legal()
  const bankFees = mayReceiveLess(transfer.paymentType)
  const cancelledAt = transfer.cancellation ? formatDateTime(transfer.cancellation.at) : ''
  const { phone, webAddress } = site.contact
  const supportLine = i18n._(site.supportLine)
  return (
    <article className="receipt surface" aria-labelledby="receipt-title">
      <ReceiptHead transfer={transfer} invoice={invoice} />

      <div className="receipt__grid">
        <ReceiptSection id="receipt-recipient" title={<Trans>Recipient Information</Trans>}>
          <dl className="detail-list">
            <Row label={t`Name`} value={fullName(transfer)} />
            <Row label={t`Mobile`} value={formatPhone(transfer.mobileNumber)} />
            <Row label={t`Country`} value={countryName(transfer.countryId, transfer.country)} />
            <Row label={t`City`} value={transfer.city} />
            <Row label={t`Relationship`} value={optionLabel(transfer.relationship)} />
          </dl>
        </ReceiptSection>
        <ReceiptSection id="receipt-payment" title={<Trans>Payment</Trans>}>
          <dl className="detail-list">
            <Row label={t`Payment Type`} value={optionLabel(transfer.paymentType)} />
            {payoutDetailRows(transfer, i18n).map(([label, value]) => (
              <Row key={label} label={label} value={value} />
            ))}
            <Row label={t`Payment Method`} value={optionLabel(transfer.paymentMethod)} />
            <Row label={t`Card`} value={`${transfer.card.brand} ${maskCardNumber(transfer.card.last4)}`} />
            <Row label={t`Reason`} value={optionLabel(transfer.sendingReason)} />
          </dl>
        </ReceiptSection>
      </div>

      <ReceiptSection id="receipt-amounts" className="receipt__amounts" title={<Trans>Amounts</Trans>}>
        <dl className="detail-list">
          {DISCLOSURE_ROW_KEYS.map((key) => (
            <Row key={key} label={disclosureLabel(key, currency)} value={amounts[key]} strong={DISCLOSURE_TOTAL_KEYS.includes(key)} />
          ))}
          <Row label={t`Date available`} value={dateAvailableText(transfer)} strong />
        </dl>
        {bankFees ? <p className="receipt__notice">{texts.mayReceiveLessNotice}</p> : null}
        {transfer.cancellation ? (
          <p className="receipt__notice receipt__notice--cancelled">
            <Trans>
              Cancelled on <time dateTime={transfer.cancellation.at}>{cancelledAt}</time>.
            </Trans>{' '}
            {refundText(transfer.cancellation.refundCents, transfer.card)}.
          </p>
        ) : null}
      </ReceiptSection>

      <ReceiptSection id="receipt-notes" title={<Trans>Notes</Trans>}>
        <p className="receipt__note">{transfer.note.trim() ? transfer.note : i18n._(defaultNote(transfer.paymentType))}</p>
      </ReceiptSection>

      <ReceiptRights texts={texts} regulator={transfer.regulator} />

      <footer className="receipt__footer">
        <p>
          <Trans>
            Questions? Call us toll-free at <strong className="receipt__nowrap">{phone}</strong> ({supportLine}) or visit{' '}
            <strong>{webAddress}</strong>.
          </Trans>
        </p>
        <address>{site.contact.postalAddress.join(', ')}</address>
      </footer>
      <EnglishCopy
        kind="receipt"
        figures={figures}
        dateAvailable={payout.dateAvailable}
        held={transfer.status === 'ON_HOLD'}
        mayReceiveLess={bankFees}
        regulator={transfer.regulator}
      />
    </article>
  )
}

/** Logo, title, invoice, date and status. */
function ReceiptHead({ transfer, invoice }: { transfer: TransferRecord; invoice: string }) {
  return (
    <header className="receipt__head">
      <div className="receipt__brand">
        <LogoMark className="receipt__logo" />
        <span className="receipt__brand-name">{site.name}</span>
      </div>
      <div className="receipt__meta">
        <h2 id="receipt-title" className="receipt__title">
          <Trans>Transfer Receipt</Trans>
        </h2>
        <p>
          <Trans>
            Invoice <strong className="receipt__invoice">{invoice}</strong>
          </Trans>
        </p>
        <p>
          <time dateTime={transfer.createdAt}>{formatDateTime(transfer.createdAt)}</time>
        </p>
        <StatusBadge status={transfer.status} />
      </div>
    </header>
  )
}

/** The sender's cancellation and error rights, and where to complain: the state regulator and the CFPB. */
function ReceiptRights({ texts, regulator }: { texts: ReturnType<typeof legal>; regulator: TransferRecord['regulator'] }) {
  return (
    <ReceiptSection id="receipt-rights" className="receipt__rights" title={texts.rightsTitle}>
      {texts.rightsTexts.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <h3 id="receipt-complaints">{texts.complaintsTitle}</h3>
      <p>{texts.complaintsText(site.name)}</p>
      <ul className="receipt__contacts" aria-labelledby="receipt-complaints">
        {[
          { body: regulator, kind: 'state' as const },
          { body: CFPB, kind: 'federal' as const },
        ].map(({ body, kind }) => (
          <li key={body.name}>
            <strong>{texts.regulatorLabel(body.name, kind)}</strong>, {body.phone}, {body.website}
          </li>
        ))}
      </ul>
    </ReceiptSection>
  )
}

/** A titled part of the receipt. */
function ReceiptSection({ id, title, className, children }: { id: string; title: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section className={className ? `receipt__section ${className}` : 'receipt__section'} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  )
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Fact label={label} className={strong ? 'detail-list__row fact-row detail-list__row--strong' : 'detail-list__row fact-row'}>
      {value}
    </Fact>
  )
}
