import { Trans, useLingui } from '@lingui/react/macro'
import { joinName } from '../../../../../shared/transfers/transfer-fields'
import { computeFees } from '../../../../../shared/money/fees'
import { formatDateAvailable, mayReceiveLess } from '../../../../../shared/rates/disclosure'
import { DISCLOSURE_ROW_KEYS, disclosureValues } from '../../../../../shared/rates/disclosure-rows'
import { lastFour, maskCardNumber } from '../../../../../shared/transfers/card'
import { formatPhone } from '../../../../../shared/transfers/phone/format-phone'
import { recipientMobileE164 } from '../../../../../shared/transfers/phone/recipient-mobile'
import { countryName, formatUsd } from '../../../lib/format'
import { currentLocale, intlLocale } from '../../../lib/i18n/i18n'
import type { CountryDetails } from '../../../entities/transfer/api/get-country'
import { payoutDetailRows } from '../../../entities/transfer/payout-details'
import type { MoneyTransferValues } from '../../../entities/transfer/transfer-form'
import { DISCLOSURE_TOTAL_KEYS, disclosureLabel, legal, optionLabel } from '../../../entities/transfer/transfer-texts'
import { EnglishCopy } from '../../../entities/transfer/components/english-copy'
import type { QuoteLock } from '../../../entities/transfer/api/use-quote'
import { QuoteStatus, receiveText } from '../../../entities/transfer/components/payment-summary'
import { SummaryTable, type SummaryRow } from '../../../entities/transfer/components/summary-table'
import { Fact } from '../../../components/fact/fact'

interface ReviewStepProps {
  values: MoneyTransferValues
  country: CountryDetails
  amountCents: number
  lock: QuoteLock
}

/**
 * Spec 2.4 step 3, which is also the pre-payment disclosure of 12 CFR 1005.31(b)(1): it
 * leads with what the sender pays, what the recipient receives and when, then lists the transfer
 * amount, our fees and taxes, the total, the exchange rate, the amount in the payout currency, other
 * fees and what the recipient receives, with the notice that a bank may take its own fees where the
 * payout is into a bank account. Then the payment and the recipient as entered.
 */
export function ReviewStep({ values, country, amountCents, lock }: ReviewStepProps) {
  const { t, i18n } = useLingui()
  const { feeCents, totalCents } = computeFees(amountCents)
  const quote = lock.locked?.quote
  const name = joinName(values.firstName, values.middleName, values.lastName)
  const payment: SummaryRow[] = [
    [t`Payment type`, optionLabel(values.paymentType)],
    ...payoutDetailRows({ ...values, countryId: country.id }, i18n),
    [t`Payment method`, optionLabel(values.paymentMethod)],
    // The review never shows the whole number: only what the receipt will show.
    [t`Card`, maskCardNumber(lastFour(values.cardNumber))],
    [t`Expiration date`, values.expirationDate],
  ]
  const recipient: SummaryRow[] = [
    [t`Name`, name],
    [t`Mobile number`, formatPhone(recipientMobileE164(values.mobileNumber, country.id) ?? `+${country.countryCode}${values.mobileNumber}`)],
    [t`Country`, countryName(country.id, country.countryName)],
    [t`City`, values.city],
    [t`Relationship`, optionLabel(values.relationship)],
    [t`Sending reason`, optionLabel(values.sendingReason)],
  ]
  const figures = quote
    ? { amountCents, feeCents, totalCents, rate: quote.rate, currency: quote.payoutCurrency, receiveAmount: quote.receiveAmount }
    : undefined
  const disclosure = (): SummaryRow[] => {
    if (!figures) return []
    const amounts = disclosureValues(figures, currentLocale())
    return DISCLOSURE_ROW_KEYS.map((key) => [disclosureLabel(key, figures.currency), amounts[key], DISCLOSURE_TOTAL_KEYS.includes(key)])
  }
  const bankFees = mayReceiveLess(values.paymentType)
  return (
    <div className="money-transfer__review">
      <section className="disclosure" aria-labelledby="disclosure-title">
        <h3 id="disclosure-title" className="visually-hidden">
          <Trans>Before you pay</Trans>
        </h3>
        <dl className="disclosure__headline">
          <Fact label={<Trans>You pay</Trans>}>{formatUsd(totalCents)}</Fact>
          <Fact label={<Trans>They receive</Trans>}>{quote ? receiveText(quote) : '…'}</Fact>
          <Fact label={<Trans>Available</Trans>}>{quote ? formatDateAvailable(quote.dateAvailable, intlLocale()) : '…'}</Fact>
        </dl>
        {quote ? <SummaryTable caption={t`Transfer details`} rows={disclosure()} /> : null}
        {bankFees ? <p className="disclosure__notice">{legal().mayReceiveLessNotice}</p> : null}
        <QuoteStatus lock={lock} />
        {quote && figures ? <EnglishCopy kind="disclosure" figures={figures} dateAvailable={quote.dateAvailable} mayReceiveLess={bankFees} /> : null}
      </section>
      <SummaryTable caption={t`Payment details`} rows={payment} />
      <SummaryTable caption={t`Recipient details`} rows={recipient} />
    </div>
  )
}
