import type { I18n } from '@lingui/core'
import type { ReactNode } from 'react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { paymentTypesOf, usesIban, WALLET_PROVIDERS } from '../../../../../shared/transfers/payout-methods'
import { RELATIONSHIPS, SENDING_REASONS, SOMALI_DIAL_CODE, SOMALI_REGIONS } from '../../../../../shared/transfers/transfer-options'
import { mobileLengths } from '../../../../../shared/transfers/phone/recipient-mobile'
import { SelectField } from '../../../components/form/select-field'
import { TextField } from '../../../components/form/text-field'
import { countryName, formatUsd } from '../../../lib/format'
import type { CountryDetails } from '../../../entities/transfer/api/get-country'
import type { SavedRecipient } from '../../../entities/transfer/saved-recipients'
import { MOBILE_DIGITS } from '../../../entities/transfer/transfer-form'
import type { BindField } from './field-binding'
import { CHOOSE_RECIPIENT_LABEL, labelledOptions, optionLabel } from '../../../entities/transfer/transfer-texts'

export interface RecipientStepProps {
  country: CountryDetails
  amountCents: number
  bind: BindField
  /** Saved recipients; the picker shows only when there are some (spec 2.4). */
  recipients: readonly SavedRecipient[]
  chosenRecipient: string
  onChooseRecipient: (id: string) => void
  disabled: boolean
  /** The "Save to my recipients" box (save-recipient-box.tsx), under the recipient's fields. */
  saveBox?: ReactNode
}

/** 'The recipient's mobile number: 9 digits after +254 (a leading 0 is fine).' */
function mobileHint(country: CountryDetails, i18n: I18n): string {
  const lengths = mobileLengths(country.id)
  const dialCode = country.countryCode
  const fewest = Math.min(...lengths)
  const most = Math.max(...lengths)
  return fewest === most
    ? i18n._(msg`A mobile number: ${fewest} digits after +${dialCode} (a leading 0 is fine).`)
    : i18n._(msg`A mobile number: ${fewest} to ${most} digits after +${dialCode} (a leading 0 is fine).`)
}

/** Spec 2.4 step 1: payment type, the saved-recipient picker, the recipient and the transfer's purpose. */
export function RecipientStep({ country, amountCents, bind, recipients, chosenRecipient, onChooseRecipient, disabled, saveBox }: RecipientStepProps) {
  const { t, i18n } = useLingui()
  const paymentType = bind('paymentType')
  const city = bind('city')
  return (
    <div className="money-transfer__grid">
      <fieldset className="money-transfer__radios money-transfer__wide">
        <legend className="field__label">
          <Trans>Payment type</Trans>
        </legend>
        {paymentTypesOf(country.id).map((type) => (
          <label key={type} className="money-transfer__radio">
            <input
              type="radio"
              name="paymentType"
              value={type}
              checked={paymentType.value === type}
              disabled={paymentType.disabled}
              onChange={paymentType.onChange}
            />
            <span>{optionLabel(type)}</span>
          </label>
        ))}
      </fieldset>

      {paymentType.value === 'Mobile Money' ? (
        <SelectField
          {...bind('walletProvider')}
          className="money-transfer__wide"
          label={t`Mobile money provider`}
          placeholder={t`Choose the provider`}
          options={WALLET_PROVIDERS[country.id] ?? []}
          hint={t`The wallet registered to the recipient's mobile number.`}
          required
        />
      ) : null}
      {paymentType.value === 'Bank Transfer' ? (
        <>
          <TextField {...bind('bankName')} label={t`Bank name`} autoComplete="off" required />
          <TextField
            {...bind('accountNumber')}
            label={usesIban(country.id) ? 'IBAN' : t`Account number`}
            autoComplete="off"
            inputMode={usesIban(country.id) ? 'text' : 'numeric'}
            hint={usesIban(country.id) ? t`TR and 24 digits, as on the recipient’s bank card or statement.` : t`6 to 20 digits.`}
            required
          />
        </>
      ) : null}

      {recipients.length > 0 ? (
        <SelectField
          className="money-transfer__wide"
          label={i18n._(CHOOSE_RECIPIENT_LABEL)}
          placeholder={t`New recipient`}
          hint={t`Fills in the details of someone you have sent money to before.`}
          options={recipients.map((recipient) => ({ value: recipient.id, label: `${recipient.firstName} ${recipient.lastName}` }))}
          value={chosenRecipient}
          disabled={disabled}
          onChange={(event) => onChooseRecipient(event.target.value)}
        />
      ) : null}

      <TextField
        {...bind('mobileNumber')}
        className="money-transfer__wide"
        label={t`Mobile Number`}
        prefix={`+${country.countryCode}`}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        maxLength={MOBILE_DIGITS}
        required
        hint={mobileHint(country, i18n)}
      />
      <TextField {...bind('firstName')} label={t`First Name`} autoComplete="off" required />
      <TextField {...bind('middleName')} label={t`Middle Name`} autoComplete="off" hint={t`Optional: as on their ID, or empty if they have none.`} />
      <TextField {...bind('lastName')} label={t`Last Name`} autoComplete="off" required />
      {country.countryCode === SOMALI_DIAL_CODE ? (
        <SelectField {...city} label={t`City / Region`} placeholder={t`Select a region`} options={SOMALI_REGIONS} required />
      ) : (
        <TextField {...city} label={t`City / Town / State`} autoComplete="off" required />
      )}
      {saveBox}
      <TextField label={t`Country`} value={countryName(country.id, country.countryName)} readOnly />
      <TextField label={t`Amount`} value={formatUsd(amountCents)} readOnly />
      <SelectField {...bind('relationship')} label={t`Relationship`} options={labelledOptions(RELATIONSHIPS)} required />
      <SelectField {...bind('sendingReason')} label={t`Sending Reason`} options={labelledOptions(SENDING_REASONS)} required />
    </div>
  )
}
