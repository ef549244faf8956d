import { useLingui } from '@lingui/react/macro'
import {
  OFFERED_PAYMENT_METHODS,
  PAYMENT_TYPES,
  RELATIONSHIPS,
  SENDING_REASONS,
  SOMALI_DIAL_CODE,
  SOMALI_REGIONS,
} from '../../../../../shared/transfers/transfer-options'
import { paymentTypesOf, usesIban, WALLET_PROVIDERS } from '../../../../../shared/transfers/payout-methods'
import { FieldGroup } from '../../../components/field-group/field-group'
import { SelectField } from '../../../components/form/select-field'
import { TextField } from '../../../components/form/text-field'
import type { CountryList } from '../../../entities/transfer/api/get-countries'
import { cardNumberOnBlur, MOBILE_DIGITS, type AddTransferField, type AddTransferValues } from '../../../entities/transfer/transfer-form'
import type { labelledOptions } from '../../../entities/transfer/transfer-texts'

/** A text field's value, change handler and message. */
export type FieldBinding = (name: AddTransferField) => {
  value: string
  onChange: (event: { target: { value: string } }) => void
  error: string | undefined
}

/** A select's value, labelled options, change handler and message. */
export type ChoiceBinding = (
  name: 'paymentType' | 'relationship' | 'sendingReason' | 'paymentMethod',
  options: readonly string[],
) => ReturnType<FieldBinding> & { options: ReturnType<typeof labelledOptions> }

interface GroupProps {
  values: AddTransferValues
  field: FieldBinding
  choice: ChoiceBinding
}

/** The recipient: how they receive it (and its payout details), their number, name, city and why the money is sent. */
export function RecipientGroup({ values, field, choice, country }: GroupProps & { country: CountryList[number] | undefined }) {
  const { t } = useLingui()
  const somali = country?.countryCode === SOMALI_DIAL_CODE
  return (
    <FieldGroup legend={t`Recipient`}>
      <SelectField label={t`Payment type`} {...choice('paymentType', values.countryId ? paymentTypesOf(values.countryId) : PAYMENT_TYPES)} />
      {values.paymentType === 'Mobile Money' ? (
        <SelectField
          label={t`Mobile money provider`}
          placeholder={t`Choose the provider`}
          {...field('walletProvider')}
          options={WALLET_PROVIDERS[values.countryId] ?? []}
        />
      ) : null}
      {values.paymentType === 'Bank Transfer' ? (
        <>
          <TextField label={t`Bank name`} autoComplete="off" {...field('bankName')} />
          <TextField label={usesIban(values.countryId) ? 'IBAN' : t`Account number`} autoComplete="off" {...field('accountNumber')} />
        </>
      ) : null}
      <TextField
        label={t`Mobile number`}
        prefix={country ? `+${country.countryCode}` : undefined}
        inputMode="numeric"
        maxLength={MOBILE_DIGITS}
        autoComplete="off"
        {...field('mobileNumber')}
      />
      <TextField label={t`First name`} autoComplete="off" {...field('firstName')} />
      <TextField label={t`Middle name`} autoComplete="off" {...field('middleName')} />
      <TextField label={t`Last name`} autoComplete="off" {...field('lastName')} />
      {somali ? (
        <SelectField label={t`City/Town/State`} placeholder={t`Choose a region`} options={SOMALI_REGIONS} {...field('city')} />
      ) : (
        <TextField label={t`City/Town/State`} autoComplete="off" {...field('city')} />
      )}
      <SelectField label={t`Relationship`} {...choice('relationship', RELATIONSHIPS)} />
      <SelectField label={t`Sending reason`} {...choice('sendingReason', SENDING_REASONS)} />
    </FieldGroup>
  )
}

/** The card the payment is taken from; the card number is grouped when the field is left. */
export function PaymentGroup({ values, field, choice, change }: GroupProps & { change: (patch: Partial<AddTransferValues>) => void }) {
  const { t } = useLingui()
  return (
    <FieldGroup legend={t`Payment`} span="columns">
      <SelectField label={t`Payment method`} {...choice('paymentMethod', OFFERED_PAYMENT_METHODS)} />
      <TextField
        label={t`Card number`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={19}
        {...field('cardNumber')}
        onBlur={() => change({ cardNumber: cardNumberOnBlur(values.cardNumber) })}
      />
      <TextField
        label={t`Expiration date`}
        placeholder={t`MM/YY`}
        hint={t`MM/YY`}
        inputMode="numeric"
        maxLength={5}
        autoComplete="off"
        {...field('expirationDate')}
      />
      <TextField label={t`CVV`} type="password" inputMode="numeric" maxLength={3} autoComplete="off" {...field('cvv')} />
    </FieldGroup>
  )
}
