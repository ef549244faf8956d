import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import * as z from 'zod/mini'
import { computeFees, type Fees } from '../../../../../shared/money/fees'
import { amountRangeOf } from '../../../../../shared/transfers/limits'
import { REQUIRED_FIELDS_MESSAGE } from '../../../../../shared/transfers/transfer-options'
import { CONTRACT_AMOUNTS, amountSchema, paymentSchema, type Payment, type PaymentInput } from '../../../../../shared/transfers/transfer-schemas'
import { ActionBar } from '../../../components/action-bar/action-bar'
import { Button } from '../../../components/button/button'
import { MessageDialog } from '../../../components/confirm-dialog/confirm-dialog'
import { FieldGroup, FieldGroups } from '../../../components/field-group/field-group'
import { FormAlert } from '../../../components/form/form-alert'
import { SelectField } from '../../../components/form/select-field'
import { TextField } from '../../../components/form/text-field'
import { PageHeader } from '../../../components/page-header/page-header'
import { countryName, formatUsd } from '../../../lib/format'
import { useSession } from '../../../lib/session/session-provider'
import { useCountries, type CountryList } from '../../../entities/transfer/api/get-countries'
import type { QuoteLock } from '../../../entities/transfer/api/use-quote'
import { anyEmpty, EMPTY_ADD_TRANSFER, fieldUpdate, type AddTransferField, type AddTransferValues } from '../../../entities/transfer/transfer-form'
import { ADD_CUSTOMER_FORBIDDEN, labelledOptions, PAYMENT_FAILED_TITLE } from '../../../entities/transfer/transfer-texts'
import { PaymentGroup, RecipientGroup, type ChoiceBinding, type FieldBinding } from './add-transfer-groups'
import { ForbiddenScreen } from './forbidden-screen'
import { CancelToCustomers } from './edit-transfer-parts'
import { QuoteStatus } from '../../../entities/transfer/components/payment-summary'
import { useRecordPayment } from './use-record-payment'
import './transfers-dashboard.css'
import './edit-transfer.css'

/** The sender field's value, change handler and message, for the user picker the app puts in. */
interface OwnerFieldBinding {
  value: string
  onChange: (event: { target: { value: string } }) => void
  error: string | undefined
}

interface AddTransferProps {
  /** The sender picker: the users feature's list of users, composed in by the app. */
  renderOwnerPicker: (binding: OwnerFieldBinding) => ReactNode
}

/** Spec 2.1: /customers/add-customer — admins record a transfer on behalf of an existing user. */
export function AddTransfer({ renderOwnerPicker }: AddTransferProps) {
  const { i18n } = useLingui()
  const { actsAsStaff } = useSession()
  if (!actsAsStaff) return <ForbiddenScreen message={i18n._(ADD_CUSTOMER_FORBIDDEN)} />
  return <AddTransferForm renderOwnerPicker={renderOwnerPicker} />
}

function AddTransferForm({ renderOwnerPicker }: AddTransferProps) {
  const { t, i18n } = useLingui()
  const { data: countries } = useCountries()
  // The destination's amount range, from the API; until one is chosen, only the contract's bounds.
  const amountsOf = (countryId: string) => {
    const offer = countries?.find((c) => c.id === countryId)
    return offer ? amountRangeOf(offer) : CONTRACT_AMOUNTS
  }
  // The server's own schema, with today's date and the chosen destination's limit at the time of checking.
  const resolver: Resolver<AddTransferValues, unknown, Payment> = (values, context, options) => {
    const schema = z.pipe(
      z.transform((typed: AddTransferValues): PaymentInput => typed),
      paymentSchema(new Date(), amountsOf(values.countryId)),
    )
    return zodResolver(schema)(values, context, options)
  }
  const { control, setValue, handleSubmit, formState } = useForm<AddTransferValues, unknown, Payment>({
    defaultValues: EMPTY_ADD_TRANSFER,
    resolver,
  })
  const values: AddTransferValues = { ...EMPTY_ADD_TRANSFER, ...useWatch({ control }) }
  const [alert, setAlert] = useState<string>()
  // The amount as it was when its field was last left: the quote is asked for then, not per key typed.
  const [amountLeft, setAmountLeft] = useState('')

  const country = countries?.find((c) => c.id === values.countryId)
  const amount = z.safeParse(amountSchema(amountsOf(values.countryId)), values.inputValue)
  const fees = amount.success ? computeFees(amount.data) : undefined
  const ask =
    fees && country && values.paymentType && amountLeft === values.inputValue
      ? { countryId: country.id, amountCents: fees.amountCents, payoutCurrency: 'USD' as const, paymentType: values.paymentType }
      : null
  const payment = useRecordPayment(values, ask)
  const saving = formState.isSubmitting
  const saved = formState.isSubmitSuccessful

  const change = (patch: Partial<AddTransferValues>) => {
    for (const [name, value] of Object.entries(patch) as [AddTransferField, string][]) {
      setValue(name, value, { shouldDirty: true, shouldValidate: formState.isSubmitted })
    }
    setAlert(undefined)
    payment.newAttempt()
  }
  // The wizard's typing rules (digits only, MM/YY, a choice among its options) hold here too.
  const update = (name: AddTransferField, typed: string): Partial<AddTransferValues> => {
    if (name === 'countryId') return { countryId: typed, city: '' }
    if (name === 'ownerId' || name === 'inputValue') return { [name]: typed }
    return fieldUpdate(name, typed)
  }
  const set = (name: AddTransferField) => (event: { target: { value: string } }) => change(update(name, event.target.value))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (saving || saved) {
      event.preventDefault()
      return
    }
    const refuse = () => setAlert(anyEmpty(values) ? REQUIRED_FIELDS_MESSAGE : t`Check the fields marked below.`)
    void handleSubmit(payment.send, refuse)(event).catch(() => undefined)
  }

  const field: FieldBinding = (name) => ({ value: values[name], onChange: set(name), error: formState.errors[name]?.message })
  const choice: ChoiceBinding = (name, options) => ({
    value: values[name],
    options: labelledOptions(options),
    error: formState.errors[name]?.message,
    onChange: set(name),
  })

  return (
    <div className="customers">
      <PageHeader title={t`Add Customer`} subtitle={t`Record a transfer on behalf of an existing user.`} />
      <form className="edit-customer" noValidate onSubmit={submit} aria-label={t`Add Customer`}>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <FieldGroups>
          <SenderGroup
            renderOwnerPicker={renderOwnerPicker}
            field={field}
            countries={countries ?? []}
            fees={fees}
            lock={ask ? payment.lock : undefined}
            onAmountLeft={() => setAmountLeft(values.inputValue)}
          />
          <RecipientGroup values={values} field={field} choice={choice} country={country} />
          <PaymentGroup values={values} field={field} choice={choice} change={change} />
        </FieldGroups>
        <ActionBar>
          <Button type="submit" disabled={saving || saved}>
            {saving ? <Trans>Saving…</Trans> : <Trans>Add Customer</Trans>}
          </Button>
          <CancelToCustomers />
        </ActionBar>
      </form>
      <MessageDialog open={payment.failure !== null} title={i18n._(PAYMENT_FAILED_TITLE)} message={payment.failure} onClose={payment.clearFailure} />
    </div>
  )
}

interface SenderGroupProps extends AddTransferProps {
  field: FieldBinding
  countries: CountryList
  /** The typed amount's fee and total, when it is a sendable amount. */
  fees: Fees | undefined
  /** The quote the payment will be made at, once there are figures to quote. */
  lock: QuoteLock | undefined
  onAmountLeft: () => void
}

/** Sender, destination and amount, with the amount's fees and the quote the payment is made at. */
function SenderGroup({ renderOwnerPicker, field, countries, fees, lock, onAmountLeft }: SenderGroupProps) {
  const { t } = useLingui()
  const fee = fees ? formatUsd(fees.feeCents) : ''
  const total = fees ? formatUsd(fees.totalCents) : ''
  return (
    <FieldGroup legend={t`Sender`}>
      {renderOwnerPicker(field('ownerId'))}
      <SelectField
        label={t`Country`}
        placeholder={t`Choose a destination`}
        options={countries.map((c) => ({ value: c.id, label: countryName(c.id, c.countryName) }))}
        {...field('countryId')}
      />
      <TextField label={t`Amount (USD)`} inputMode="decimal" autoComplete="off" {...field('inputValue')} onBlur={onAmountLeft} />
      <p className="field__hint" aria-live="polite">
        {fees ? t`Fees ${fee} · Total ${total}` : t`Fees and total are worked out from the amount.`}
      </p>
      {lock ? <QuoteStatus lock={lock} /> : null}
    </FieldGroup>
  )
}
