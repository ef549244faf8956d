import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { paymentTypesOf, usesIban, WALLET_PROVIDERS } from '../../../../../shared/transfers/payout-methods'
import { mobileLengths } from '../../../../../shared/transfers/phone/recipient-mobile'
import { SOMALI_DIAL_CODE, SOMALI_REGIONS } from '../../../../../shared/transfers/transfer-options'
import type { FieldBinding } from '../../../components/form/field-binding'
import { SelectField } from '../../../components/form/select-field'
import { TextField } from '../../../components/form/text-field'
import { MOBILE_DIGITS } from '../../transfer/transfer-form'
import { optionLabel } from '../../transfer/transfer-texts'
import '../../../components/form/form-grid.css'

/** The fields that make a recipient: how they are paid (and where), their number, name and city. */
export type RecipientField =
  | 'paymentType'
  | 'walletProvider'
  | 'bankName'
  | 'accountNumber'
  | 'mobileNumber'
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'city'

export type BindRecipientField = (field: RecipientField) => FieldBinding

/** The destination the recipient is in: its id (payout methods, wallets, IBAN) and dial code. */
interface RecipientDestination {
  id: string
  countryCode: string
}

/** 'A mobile number: 9 digits after +254 (a leading 0 is fine).' */
function mobileHint(destination: RecipientDestination, i18n: I18n): string {
  const lengths = mobileLengths(destination.id)
  const dialCode = destination.countryCode
  const fewest = Math.min(...lengths)
  const most = Math.max(...lengths)
  return fewest === most
    ? i18n._(msg`A mobile number: ${fewest} digits after +${dialCode} (a leading 0 is fine).`)
    : i18n._(msg`A mobile number: ${fewest} to ${most} digits after +${dialCode} (a leading 0 is fine).`)
}

interface RecipientFieldsProps {
  destination: RecipientDestination
  bind: BindRecipientField
  /** Between the payout details and the person (the wizard's saved-recipient picker). */
  picker?: ReactNode
}

/**
 * A recipient's fields inside a `.form-grid`, as the wizard's step 1 (spec 2.4) and the address
 * book's form ask for them, with the same labels, hints and messages: the payment type the
 * destination offers and its payout details, the mobile number after the dial code, the names
 * (the middle one optional) and the city (a Somali region from a list).
 */
export function RecipientFields({ destination, bind, picker }: RecipientFieldsProps) {
  const { t, i18n } = useLingui()
  const paymentType = bind('paymentType')
  const city = bind('city')
  const iban = usesIban(destination.id)
  return (
    <>
      <fieldset className="choice-pills form-grid__wide">
        <legend className="field__label">
          <Trans>Payment type</Trans>
        </legend>
        {paymentTypesOf(destination.id).map((type) => (
          <label key={type} className="choice-pills__option">
            <input
              type="radio"
              name={paymentType.name}
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
          className="form-grid__wide"
          label={t`Mobile money provider`}
          placeholder={t`Choose the provider`}
          options={WALLET_PROVIDERS[destination.id] ?? []}
          hint={t`The wallet registered to the recipient's mobile number.`}
          required
        />
      ) : null}
      {paymentType.value === 'Bank Transfer' ? (
        <>
          <TextField {...bind('bankName')} label={t`Bank name`} autoComplete="off" required />
          <TextField
            {...bind('accountNumber')}
            label={iban ? 'IBAN' : t`Account number`}
            autoComplete="off"
            inputMode={iban ? 'text' : 'numeric'}
            hint={iban ? t`TR and 24 digits, as on the recipient’s bank card or statement.` : t`6 to 20 digits.`}
            required
          />
        </>
      ) : null}

      {picker}

      <TextField
        {...bind('mobileNumber')}
        className="form-grid__wide"
        label={t`Mobile Number`}
        prefix={`+${destination.countryCode}`}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        maxLength={MOBILE_DIGITS}
        required
        hint={mobileHint(destination, i18n)}
      />
      <TextField {...bind('firstName')} label={t`First Name`} autoComplete="off" required />
      <TextField {...bind('middleName')} label={t`Middle Name`} autoComplete="off" hint={t`Optional: as on their ID, or empty if they have none.`} />
      <TextField {...bind('lastName')} label={t`Last Name`} autoComplete="off" required />
      {destination.countryCode === SOMALI_DIAL_CODE ? (
        <SelectField {...city} label={t`City / Region`} placeholder={t`Select a region`} options={SOMALI_REGIONS} required />
      ) : (
        <TextField {...city} label={t`City / Town / State`} autoComplete="off" required />
      )}
    </>
  )
}
