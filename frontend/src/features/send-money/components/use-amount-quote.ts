import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { defaultPayoutCurrency } from '../../../../../shared/money/currencies'
import { amountRangeOf } from '../../../../../shared/transfers/limits'
import { PAYMENT_TYPES } from '../../../../../shared/transfers/transfer-options'
import type { CountryDetails } from '../../../entities/transfer/api/get-country'
import { filterAmountText } from '../../../entities/transfer/amount-text'
import type { AmountQuote, CountryFormValues } from '../../../entities/transfer/transfer-amount'
import { lazyModule, useLazyModule } from '../../../lib/lazy-module'
import { loadChunk } from '../../../lib/lazy-route'

// The amount's rule (the shared amountSchema, zod), the fee rule and the quote's calls: loaded when
// the amount field is first focused, not with the page. A chunk that does not arrive is the error
// page's "Loading chunk failed", as for a page's own chunk.
const amountRules = lazyModule(() => loadChunk(() => import('../../../entities/transfer/transfer-amount')))

export type { CountryFormValues }

/**
 * How long typing must pause before the amount is judged and quoted: a quote per pause, not per key
 * (the API allows a client 30 quotes a minute, and a sender typing "1250" would spend four of them).
 */
const QUOTE_PAUSE_MS = 400

/**
 * The country page's form in react-hook-form: its values (the amount as typed, letters and a third
 * decimal ignored; the currency; the receive method). A pause in typing ({@link QUOTE_PAUSE_MS})
 * works out the fee summary of a sendable amount quietly, so the quote follows the typing; the shared
 * `amountSchema`'s message (zod, through the lazily loaded rules' resolver) still shows only when the
 * field is left or Enter pressed (spec 4), not while the sender is halfway through a figure. Editing
 * clears both until the next pause. `rules` is the loaded chunk, which also brings the quote's calls.
 */
export function useAmountQuote(country: CountryDetails, initial: Partial<CountryFormValues> = {}) {
  const [rules, loadRules] = useLazyModule(amountRules)
  const [rulesFailure, setRulesFailure] = useState<unknown>()
  const form = useForm<CountryFormValues, unknown, { amount: number }>({
    defaultValues: {
      amount: initial.amount ?? '',
      currency: initial.currency ?? defaultPayoutCurrency(country.id),
      paymentType: initial.paymentType ?? PAYMENT_TYPES[0],
    },
    // The shared schema's resolver comes with the lazily loaded rules (zod and the resolver stay out of the page's first load).
    resolver: async (values, context, options) => (await loadRules()).countryAmountResolver(amountRangeOf(country))(values, context, options),
    // Judged only when the field is left or Enter pressed (compute), never per key typed.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  })
  const { amount, currency, paymentType } = useWatch({ control: form.control })
  const [quoted, setQuoted] = useState<Extract<AmountQuote, { kind: 'quoted' }>>()
  /** The text typed last, so a judgement whose rules arrive after a new edit is dropped. */
  const latestAmount = useRef(initial.amount ?? '')
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(pause.current), [])

  /** A pause in typing: a sendable amount gets its summary (and so its quote); anything else waits for the field to be left to say why. */
  const judgeQuietly = async (text: string) => {
    const loaded = rules ?? (await loadRules())
    if (latestAmount.current !== text) return
    const judged = loaded.quoteAmount(text, amountRangeOf(country))
    if (judged.kind === 'quoted') setQuoted(judged)
  }

  // An amount from the address (the page reloaded, or reached again after signing in): its figures
  // are worked out at once, as after a pause in typing.
  const restored = useRef(false)
  useEffect(() => {
    if (restored.current) return
    restored.current = true
    const text = latestAmount.current
    if (text.trim() !== '') void judgeQuietly(text).catch((error: unknown) => setRulesFailure(error))
  })
  if (rulesFailure !== undefined) throw rulesFailure

  const compute = () => {
    clearTimeout(pause.current)
    const text = form.getValues('amount')
    if (text.trim() === '') return
    const judged = form.handleSubmit(
      async (valid) => {
        const loaded = rules ?? (await loadRules())
        if (latestAmount.current === text) setQuoted(loaded.feeQuote(valid.amount))
      },
      () => setQuoted(undefined),
    )
    judged().catch((error: unknown) => setRulesFailure(error))
  }

  const type = (typed: string) => {
    const next = filterAmountText(typed, form.getValues('amount'))
    if (next === form.getValues('amount')) return
    latestAmount.current = next
    form.setValue('amount', next)
    form.clearErrors('amount')
    setQuoted(undefined)
    clearTimeout(pause.current)
    if (next.trim() !== '')
      pause.current = setTimeout(() => void judgeQuietly(next).catch((error: unknown) => setRulesFailure(error)), QUOTE_PAUSE_MS)
  }

  const error = form.formState.errors.amount?.message
  const result: AmountQuote = quoted ?? (error !== undefined ? { kind: 'invalid', message: error } : { kind: 'empty' })
  return {
    amount: amount ?? '',
    currency: currency ?? form.getValues('currency'),
    paymentType: paymentType ?? form.getValues('paymentType'),
    /** A new currency or receive method (the amount and its summary stay). */
    choose: (choice: Pick<CountryFormValues, 'currency' | 'paymentType'>) => {
      form.setValue('currency', choice.currency)
      form.setValue('paymentType', choice.paymentType)
    },
    result,
    rules,
    compute,
    type,
    prepare: () => void loadRules().catch(() => undefined),
    /** The rules' chunk (with the quote's calls), loaded now if it is not yet. */
    load: loadRules,
  }
}
