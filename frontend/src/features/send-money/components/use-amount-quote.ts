import { useRef, useState } from 'react'
import { amountRangeOf } from '../../../../../shared/transfers/limits'
import { lazyModule, useLazyModule } from '../../../lib/lazy-module'
import { loadChunk } from '../../../lib/lazy-route'
import type { CountryDetails } from '../../../entities/transfer/api/get-country'
import { filterAmountText } from '../../../entities/transfer/amount-text'
import type { AmountQuote } from '../../../entities/transfer/transfer-amount'

// The amount's rule (the shared amountSchema, zod) and the fee quote: loaded when the amount field
// is first focused, not with the page. A chunk that does not arrive is the error page's
// "Loading chunk failed", as for a page's own chunk.
const amountRules = lazyModule(() => loadChunk(() => import('../../../entities/transfer/transfer-amount')))

/**
 * The country page's amount: the text as typed (letters and a third decimal ignored), and its fee
 * summary, worked out when the field is left or Enter pressed (spec 4) and cleared while it is
 * edited again. `rules` is the loaded chunk, which also brings the quote's calls.
 */
export function useAmountQuote(country: CountryDetails) {
  const [amount, setAmount] = useState('')
  const [result, setResult] = useState<AmountQuote>({ kind: 'empty' })
  const [rules, loadRules] = useLazyModule(amountRules)
  const [rulesFailure, setRulesFailure] = useState<unknown>()
  /** The text typed last, so a quote whose rules arrive after a new edit is dropped. */
  const latestAmount = useRef(amount)

  const compute = () => {
    if (rules) {
      setResult(rules.quoteAmount(amount, amountRangeOf(country)))
      return
    }
    const text = amount
    loadRules().then(
      (loaded) => {
        if (latestAmount.current === text) setResult(loaded.quoteAmount(text, amountRangeOf(country)))
      },
      (error: unknown) => setRulesFailure(error),
    )
  }
  if (rulesFailure !== undefined) throw rulesFailure

  const type = (typed: string) => {
    const next = filterAmountText(typed, amount)
    if (next === amount) return
    latestAmount.current = next
    setAmount(next)
    setResult({ kind: 'empty' })
  }

  return { amount, result, rules, compute, type, prepare: () => void loadRules().catch(() => undefined) }
}
