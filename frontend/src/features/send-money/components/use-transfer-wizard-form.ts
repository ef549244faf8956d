import { zodResolver } from '@hookform/resolvers/zod'
import type { AmountRange } from '../../../../../shared/transfers/limits'
import { useMemo, useRef, useState } from 'react'
import { useForm, useWatch, type FieldErrors as FormErrors } from 'react-hook-form'
import type { PaymentType } from '../../../../../shared/transfers/transfer-options'
import type { Payment } from '../../../../../shared/transfers/transfer-schemas'
import {
  cardNumberOnBlur,
  EMPTY_TRANSFER,
  fieldUpdate,
  filterCardNumber,
  firstStepWithError,
  STEP_FIELDS,
  TRANSFER_FIELDS,
  transferSchema,
  type FieldErrors,
  type MoneyTransferField,
  type MoneyTransferValues,
  type TransferContext,
} from '../../../entities/transfer/transfer-form'
import type { BindField } from './field-binding'

/** The form's errors as messages per field. */
const messagesOf = (errors: FormErrors<MoneyTransferValues>): FieldErrors =>
  Object.fromEntries(TRANSFER_FIELDS.flatMap((field) => (errors[field]?.message ? [[field, errors[field].message]] : [])))

/**
 * The Money Transfer wizard's values in react-hook-form, judged by the server's schema on every
 * change, with the wizard's rules for showing messages (a step's once Next was tried, a field's once
 * it was left filled, a server refusal always) and its payment attempt: any change drops the
 * attempt's Idempotency-Key, so the next Confirm is a new payment.
 */
export function useTransferWizardForm(context: TransferContext, amounts: AmountRange, done: boolean, paymentType?: PaymentType) {
  const { minCents, maxCents } = amounts
  const [today] = useState(() => new Date())
  const resolver = useMemo(() => zodResolver(transferSchema(context, today, { minCents, maxCents })), [context, today, minCents, maxCents])
  const form = useForm<MoneyTransferValues, unknown, Payment>({
    defaultValues: { ...EMPTY_TRANSFER, ...(paymentType ? { paymentType } : {}) },
    resolver,
  })
  const { control, setValue, getValues, getFieldState, trigger, setError, formState } = form
  const values: MoneyTransferValues = { ...EMPTY_TRANSFER, ...useWatch({ control }) }
  const [attempted, setAttempted] = useState<readonly boolean[]>([false, false, false])
  const attemptKey = useRef<string | undefined>(undefined)

  const shownError = (field: MoneyTransferField): string | undefined => {
    const error = formState.errors[field]
    if (error?.type === 'server') return error.message
    const stepIndex = STEP_FIELDS.findIndex((fields) => fields.includes(field))
    const show = attempted[stepIndex] === true || (formState.touchedFields[field] === true && values[field].trim() !== '')
    return show ? error?.message : undefined
  }

  const update = (patch: Partial<MoneyTransferValues>) => {
    attemptKey.current = undefined
    for (const field of TRANSFER_FIELDS) {
      const value = patch[field]
      if (value !== undefined) setValue(field, value, { shouldDirty: true, shouldValidate: true })
    }
  }

  const bind: BindField = (field) => ({
    name: field,
    value: values[field],
    error: shownError(field),
    disabled: done || formState.isSubmitting,
    onChange: (event) => update(fieldUpdate(field, event.target.value)),
    onBlur: () => {
      const value = getValues(field)
      setValue(field, field === 'cardNumber' ? cardNumberOnBlur(filterCardNumber(value)) : value, { shouldTouch: true, shouldValidate: true })
    },
  })

  /** Whether step `step` may be left forward; if not, its messages show and its first wrong field takes focus. */
  async function checkStep(step: number): Promise<boolean> {
    const fields = STEP_FIELDS[step] ?? []
    // A field the server refused holds its step until it is changed.
    const refused = fields.find((field) => formState.errors[field]?.type === 'server')
    if (!refused && (await trigger(fields))) return true
    setAttempted((current) => current.map((value, index) => value || index === step))
    const firstInvalid = refused ?? fields.find((field) => getFieldState(field).invalid)
    if (firstInvalid) document.getElementsByName(firstInvalid)[0]?.focus()
    return false
  }

  /** Every step's messages show; the first step holding one, if any. */
  function showAllErrors(errors: FormErrors<MoneyTransferValues>): number | undefined {
    setAttempted([true, true, true])
    return firstStepWithError(messagesOf(errors))
  }

  /** A server refusal on its fields; the first step holding one, if any. */
  function refuse(fieldErrors: FieldErrors): number | undefined {
    for (const field of TRANSFER_FIELDS) {
      const message = fieldErrors[field]
      if (message) setError(field, { type: 'server', message })
    }
    return firstStepWithError(fieldErrors)
  }

  /** The key of this payment attempt: the same for a retry, a new one after any change. */
  const attempt = () => (attemptKey.current ??= crypto.randomUUID())

  return { form, values, bind, update, checkStep, showAllErrors, refuse, attempt }
}
