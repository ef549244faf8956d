import { formatUsd } from '../../../../../shared/money/money'
import { paymentTypesOf, usesIban, WALLET_PROVIDERS } from '../../../../../shared/transfers/payout-methods'
import { RELATIONSHIPS, SENDING_REASONS, SOMALI_DIAL_CODE, SOMALI_REGIONS } from '../../../../../shared/transfers/transfer-options'
import { mobileLengths } from '../../../../../shared/transfers/phone/recipient-mobile'
import { SelectField } from '../../../components/form/select-field'
import { TextField } from '../../../components/form/text-field'
import type { CountryDetails } from '../api/get-country'
import type { SavedRecipient } from '../saved-recipients'
import { MOBILE_DIGITS } from '../transfer-form'
import type { BindField } from './field-binding'
import { CHOOSE_RECIPIENT_LABEL } from '../transfer-texts'

export interface RecipientStepProps {
  country: CountryDetails
  amountCents: number
  bind: BindField
  /** Saved recipients; the picker shows only when there are some (spec 2.4). */
  recipients: readonly SavedRecipient[]
  chosenRecipient: string
  onChooseRecipient: (id: string) => void
  disabled: boolean
}

/** 'The recipient's mobile number: 9 digits after +254 (a leading 0 is fine).' */
function mobileHint(country: CountryDetails): string {
  const lengths = mobileLengths(country.id)
  const digits = lengths.length === 1 ? `${lengths[0]}` : `${Math.min(...lengths)} to ${Math.max(...lengths)}`
  return `A mobile number: ${digits} digits after +${country.countryCode} (a leading 0 is fine).`
}

/** Spec 2.4 step 1: payment type, the saved-recipient picker, the recipient and the transfer's purpose. */
export function RecipientStep({ country, amountCents, bind, recipients, chosenRecipient, onChooseRecipient, disabled }: RecipientStepProps) {
  const paymentType = bind('paymentType')
  const city = bind('city')
  return (
    <div className="money-transfer__grid">
      <fieldset className="money-transfer__radios money-transfer__wide">
        <legend className="field__label">Payment type</legend>
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
            <span>{type}</span>
          </label>
        ))}
      </fieldset>

      {paymentType.value === 'Mobile Money' ? (
        <SelectField
          {...bind('walletProvider')}
          className="money-transfer__wide"
          label="Mobile money provider"
          placeholder="Choose the provider"
          options={WALLET_PROVIDERS[country.id] ?? []}
          hint="The wallet registered to the recipient's mobile number."
          required
        />
      ) : null}
      {paymentType.value === 'Bank Transfer' ? (
        <>
          <TextField {...bind('bankName')} label="Bank name" autoComplete="off" required />
          <TextField
            {...bind('accountNumber')}
            label={usesIban(country.id) ? 'IBAN' : 'Account number'}
            autoComplete="off"
            inputMode={usesIban(country.id) ? 'text' : 'numeric'}
            hint={usesIban(country.id) ? 'TR and 24 digits, as on the recipient’s bank card or statement.' : '6 to 20 digits.'}
            required
          />
        </>
      ) : null}

      {recipients.length > 0 ? (
        <SelectField
          className="money-transfer__wide"
          label={CHOOSE_RECIPIENT_LABEL}
          placeholder="New recipient"
          hint="Fills in the details of someone you have sent money to before."
          options={recipients.map((recipient) => ({ value: recipient.id, label: `${recipient.firstName} ${recipient.lastName}` }))}
          value={chosenRecipient}
          disabled={disabled}
          onChange={(event) => onChooseRecipient(event.target.value)}
        />
      ) : null}

      <TextField
        {...bind('mobileNumber')}
        className="money-transfer__wide"
        label="Mobile Number"
        prefix={`+${country.countryCode}`}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        maxLength={MOBILE_DIGITS}
        required
        hint={mobileHint(country)}
      />
      <TextField {...bind('firstName')} label="First Name" autoComplete="off" required />
      <TextField {...bind('middleName')} label="Middle Name" autoComplete="off" required />
      <TextField {...bind('lastName')} label="Last Name" autoComplete="off" required />
      {country.countryCode === SOMALI_DIAL_CODE ? (
        <SelectField {...city} label="City / Region" placeholder="Select a region" options={SOMALI_REGIONS} required />
      ) : (
        <TextField {...city} label="City / Town / State" autoComplete="off" required />
      )}
      <TextField label="Country" value={country.countryName} readOnly />
      <TextField label="Amount" value={formatUsd(amountCents)} readOnly />
      <SelectField {...bind('relationship')} label="Relationship" options={RELATIONSHIPS} required />
      <SelectField {...bind('sendingReason')} label="Sending Reason" options={SENDING_REASONS} required />
    </div>
  )
}
