import { Trans, useLingui } from '@lingui/react/macro'
import { PageHeader } from '../../../components/page-header/page-header'
import { FieldGroup, FieldGroups } from '../../../components/field-group/field-group'
import { ActionBar } from '../../../components/action-bar/action-bar'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { amountRangeOf } from '../../../../../shared/transfers/limits'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import { useNavigate } from 'react-router'
import * as z from 'zod/mini'
import { computeFees } from '../../../../../shared/money/fees'
import {
  PAYMENT_METHODS,
  PAYMENT_TYPES,
  RELATIONSHIPS,
  REQUIRED_FIELDS_MESSAGE,
  SENDING_REASONS,
  SOMALI_DIAL_CODE,
  SOMALI_REGIONS,
} from '../../../../../shared/transfers/transfer-options'
import { CONTRACT_AMOUNTS, amountSchema, paymentSchema, type Payment, type PaymentInput } from '../../../../../shared/transfers/transfer-schemas'
import { Button } from '../../../components/button/button'
import { MessageDialog } from '../../../components/confirm-dialog/confirm-dialog'
import { FormAlert } from '../../../components/form/form-alert'
import { SelectField } from '../../../components/form/select-field'
import { TextField } from '../../../components/form/text-field'
import { showToast } from '../../../components/toast/toast-store'
import { paths } from '../../../config/paths'
import { useCountries } from '../api/get-countries'
import { countryName, formatUsd } from '../../../lib/format'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { createTransfer } from '../api/create-transfer'
import { quoteKey, requestQuote, type QuoteAsk } from '../api/request-quote'
import { useQuote } from '../api/use-quote'
import { ApiError } from '../../../lib/api-error'
import { useInvalidateTransfers } from '../api/transfer-keys'
import {
  ADD_CUSTOMER_FORBIDDEN,
  BACK_AFTER_PAYMENT_MS,
  labelledOptions,
  PAYMENT_FAILED_TITLE,
  PAYMENT_FALLBACK_MESSAGE,
  PAYMENT_SUCCESS_MS,
  PAYMENT_SUCCESS_TEXT,
} from '../transfer-texts'
import {
  anyEmpty,
  cardNumberOnBlur,
  EMPTY_ADD_TRANSFER,
  fieldUpdate,
  MOBILE_DIGITS,
  type AddTransferField,
  type AddTransferValues,
} from '../transfer-form'
import { ForbiddenScreen } from './forbidden-screen'
import './transfers-dashboard.css'
import './edit-transfer.css'
import { paymentTypesOf, usesIban, WALLET_PROVIDERS } from '../../../../../shared/transfers/payout-methods'

/** The sender field's value, change handler and message, for the user picker the app puts in. */
export interface OwnerFieldBinding {
  value: string
  onChange: (event: { target: { value: string } }) => void
  error: string | undefined
}

interface AddTransferProps {
  /** The sender picker: the users feature's list of users, composed in by the app. */
  renderOwnerPicker: (binding: OwnerFieldBinding) => ReactNode
}

const QUOTE_API = { quoteKey, requestQuote }

/** Spec 2.1: /customers/add-customer — admins record a transfer on behalf of an existing user. */
export function AddTransfer({ renderOwnerPicker }: AddTransferProps) {
  const { i18n } = useLingui()
  const { actsAsStaff } = useSession()
  if (!actsAsStaff) return <ForbiddenScreen message={i18n._(ADD_CUSTOMER_FORBIDDEN)} />
  return <AddTransferForm renderOwnerPicker={renderOwnerPicker} />
}

function AddTransferForm({ renderOwnerPicker }: AddTransferProps) {
  const { t, i18n } = useLingui()
  const call = useAuthedCall()
  const navigate = useNavigate()
  const invalidate = useInvalidateTransfers()
  // Asked for only when a payment is sent (nothing on this screen shows a rate): see send.
  const quotes = useQuote(null, QUOTE_API)
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
  const [failure, setFailure] = useState<string | null>(null)
  // One Idempotency-Key per payment attempt: kept while the values stay the same (a retry after a
  // lost answer is the same attempt), a new one once anything changes.
  const [attemptKey, setAttemptKey] = useState<string | null>(null)
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(leaveTimer.current), [])

  const country = countries?.find((c) => c.id === values.countryId)
  const somali = country?.countryCode === SOMALI_DIAL_CODE
  const amount = z.safeParse(amountSchema(amountsOf(values.countryId)), values.inputValue)
  const fees = amount.success ? computeFees(amount.data) : undefined
  const saving = formState.isSubmitting
  const saved = formState.isSubmitSuccessful

  const change = (patch: Partial<AddTransferValues>) => {
    for (const [name, value] of Object.entries(patch) as [AddTransferField, string][]) {
      setValue(name, value, { shouldDirty: true, shouldValidate: formState.isSubmitted })
    }
    setAlert(undefined)
    setAttemptKey(null)
  }
  // The wizard's typing rules (digits only, MM/YY, a choice among its options) hold here too.
  const update = (name: AddTransferField, typed: string): Partial<AddTransferValues> => {
    if (name === 'countryId') return { countryId: typed, city: '' }
    if (name === 'ownerId' || name === 'inputValue') return { [name]: typed }
    return fieldUpdate(name, typed)
  }
  const set = (name: AddTransferField) => (event: { target: { value: string } }) => change(update(name, event.target.value))

  async function send(payment: Payment) {
    const key = attemptKey ?? crypto.randomUUID()
    setAttemptKey(key)
    // Staff record a payment in US dollars, 1:1 (the figures this screen shows), at a quote asked
    // for when it is sent; a retry sends the same one while it holds.
    const figures: QuoteAsk = {
      countryId: payment.countryId,
      amountCents: payment.amountCents,
      payoutCurrency: 'USD',
      paymentType: payment.paymentType,
    }
    try {
      const quote = await quotes.quoteFor(figures, { fallbackMessage: i18n._(PAYMENT_FALLBACK_MESSAGE) })
      await createTransfer(call, values, key, quote)
    } catch (error) {
      // A quote the server refused (expired, or for other figures) is dropped: the next try asks again.
      if (error instanceof ApiError && error.code?.startsWith('QUOTE_')) quotes.forget(figures)
      setFailure(error instanceof Error ? error.message : String(error))
      // Not saved: Add Customer stays available.
      throw error
    }
    void invalidate()
    showToast(i18n._(PAYMENT_SUCCESS_TEXT), { durationMs: PAYMENT_SUCCESS_MS })
    leaveTimer.current = setTimeout(() => void navigate(paths.customers.getHref()), BACK_AFTER_PAYMENT_MS)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (saving || saved) {
      event.preventDefault()
      return
    }
    const refuse = () => setAlert(anyEmpty(values) ? REQUIRED_FIELDS_MESSAGE : t`Check the fields marked below.`)
    void handleSubmit(send, refuse)(event).catch(() => undefined)
  }

  const field = (name: AddTransferField) => ({ value: values[name], onChange: set(name), error: formState.errors[name]?.message })
  const choice = (name: 'paymentType' | 'relationship' | 'sendingReason' | 'paymentMethod', options: readonly string[]) => ({
    value: values[name],
    options: labelledOptions(options),
    error: formState.errors[name]?.message,
    onChange: set(name),
  })

  const fee = fees ? formatUsd(fees.feeCents) : ''
  const total = fees ? formatUsd(fees.totalCents) : ''

  return (
    <div className="customers">
      <PageHeader title={t`Add Customer`} subtitle={t`Record a transfer on behalf of an existing user.`} />
      <form className="edit-customer" noValidate onSubmit={submit} aria-label={t`Add Customer`}>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <FieldGroups>
          <FieldGroup legend={t`Sender`}>
            {renderOwnerPicker(field('ownerId'))}
            <SelectField
              label={t`Country`}
              placeholder={t`Choose a destination`}
              options={(countries ?? []).map((c) => ({ value: c.id, label: countryName(c.id, c.countryName) }))}
              {...field('countryId')}
            />
            <TextField label={t`Amount (USD)`} inputMode="decimal" autoComplete="off" {...field('inputValue')} />
            <p className="field__hint" aria-live="polite">
              {fees ? t`Fees ${fee} · Total ${total}` : t`Fees and total are worked out from the amount.`}
            </p>
          </FieldGroup>

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

          <FieldGroup legend={t`Payment`} span="columns">
            <SelectField label={t`Payment method`} {...choice('paymentMethod', PAYMENT_METHODS)} />
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
        </FieldGroups>
        <ActionBar>
          <Button type="submit" disabled={saving || saved}>
            {saving ? <Trans>Saving…</Trans> : <Trans>Add Customer</Trans>}
          </Button>
          <Button variant="secondary" onClick={() => void navigate(paths.customers.getHref())}>
            <Trans>Cancel</Trans>
          </Button>
        </ActionBar>
      </form>
      <MessageDialog open={failure !== null} title={i18n._(PAYMENT_FAILED_TITLE)} message={failure} onClose={() => setFailure(null)} />
    </div>
  )
}
