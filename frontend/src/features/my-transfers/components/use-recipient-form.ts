import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import * as z from 'zod/mini'
import { DESTINATIONS } from '../../../../../shared/countries/destinations'
import { CreateRecipientSchema, type CreateRecipientInput, type RecipientDetails } from '../../../../../shared/recipients/recipient-bodies'
import type { Recipient } from '../../../../../shared/recipients/recipient-schemas'
import { paymentTypesOf } from '../../../../../shared/transfers/payout-methods'
import { PAYMENT_TYPES, type PaymentType } from '../../../../../shared/transfers/transfer-options'
import type { FieldBinding } from '../../../components/form/field-binding'
import type { BindRecipientField, RecipientField } from '../../../entities/recipient/components/recipient-fields'
import { recipientFields } from '../../../entities/transfer/saved-recipients'
import { fieldUpdate } from '../../../entities/transfer/transfer-form'

/** What the address book's form holds: a recipient as typed, with the destination. */
export interface RecipientFormValues extends Record<RecipientField, string> {
  countryId: string
  paymentType: PaymentType
}

type FormField = keyof RecipientFormValues

const EMPTY: RecipientFormValues = {
  countryId: '',
  paymentType: PAYMENT_TYPES[0],
  walletProvider: '',
  bankName: '',
  accountNumber: '',
  mobileNumber: '',
  firstName: '',
  middleName: '',
  lastName: '',
  city: '',
}

const FIELDS = Object.keys(EMPTY) as FormField[]

/** Whether `key` (e.g. a refusal's field) is one of the form's fields. */
export const isRecipientFormField = (key: string): key is FormField => (FIELDS as readonly string[]).includes(key)

/** A saved recipient as the form's values (the mobile number beside its dial code, as typed). */
export function formValuesOf(recipient: Recipient): RecipientFormValues {
  return { ...EMPTY, ...recipientFields(recipient), countryId: recipient.countryId }
}

/** The request body for these values: the API normalises it (E.164, only the method's details). */
export const recipientInput = (values: RecipientFormValues): CreateRecipientInput => values

/**
 * A new destination keeps the person and starts the payout afresh: its own first payment type
 * unless the one chosen is offered there, no wallet or bank of another country, and no city (a
 * Somali region is a choice from a list, elsewhere a typed town).
 */
function destinationChange(values: RecipientFormValues, countryId: string): Partial<RecipientFormValues> {
  const offered = paymentTypesOf(countryId)
  const paymentType = offered.includes(values.paymentType) ? values.paymentType : (offered[0] ?? PAYMENT_TYPES[0])
  return { countryId, paymentType, walletProvider: '', bankName: '', accountNumber: '', city: '' }
}

// The API's own schema, so the form and the server never disagree on a message.
const schema = z.pipe(z.transform(recipientInput), CreateRecipientSchema)

/**
 * The address book form's values in react-hook-form, judged by the API's schema: each field's
 * message shows once the form was sent, then as it is corrected; the wizard's typing rules hold
 * (digits only in the mobile number, a payment type among the options).
 */
export function useRecipientForm(initial: RecipientFormValues | undefined) {
  const form = useForm<RecipientFormValues, unknown, RecipientDetails>({
    defaultValues: initial ?? { ...EMPTY, countryId: DESTINATIONS[0]?.id ?? '' },
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { control, setValue, getValues, formState } = form
  const values: RecipientFormValues = { ...EMPTY, ...useWatch({ control }) }

  const update = (patch: Partial<RecipientFormValues>) => {
    for (const field of FIELDS) {
      const value = patch[field]
      if (value !== undefined) setValue(field, value, { shouldDirty: true, shouldValidate: formState.isSubmitted })
    }
  }

  const change = (field: FormField, typed: string) =>
    update(field === 'countryId' ? destinationChange(getValues(), typed) : fieldUpdate(field, typed))

  const binding = (field: FormField): FieldBinding => ({
    name: field,
    value: values[field],
    error: formState.errors[field]?.message,
    disabled: formState.isSubmitting,
    onChange: (event) => change(field, event.target.value),
    onBlur: () => undefined,
  })
  const bind: BindRecipientField = binding

  return { form, values, bind, bindCountry: () => binding('countryId') }
}
