import { ulid } from 'ulid'
import { decimalToMinor, PAYOUT_CURRENCIES_BY_COUNTRY, payoutCurrenciesOf, minorToDecimal } from '../../shared/money/currencies'
import { parseRate, receiveAmount, sendCentsFor } from '../../shared/money/exchange-rate'
import { computeFees } from '../../shared/money/fees'
import { fromCents } from '../../shared/money/money'
import { dateAvailable } from '../../shared/rates/date-available'
import { QUOTE_LIFETIME_MINUTES, QUOTE_MESSAGES, type Quote, type QuoteRequest } from '../../shared/rates/quote'
import { AMOUNT_MESSAGE, amountMaxMessage, amountMinMessage } from '../../shared/transfers/amount-schema'
import { PAYOUT_ACCOUNT_MESSAGES, paymentTypesOf } from '../../shared/transfers/payout-methods'
import { transferAmounts } from '../lib/config'
import { BadRequestError, NotFoundError, UnprocessableError } from '../lib/errors'
import { getRate } from '../store/exchange-rates-store'
import { putQuote, takeQuoteAllowance, type QuoteTerms } from '../store/quotes-store'

/**
 * A quote: the spec's fee on the amount (asked for, or worked out from what the recipient is to
 * get), the current customer rate of the payout
 * currency (USD is 1:1; a local currency needs a rate an admin set, else 422), what the recipient
 * receives in that currency's minor units rounded down, and the date available. Stored as issued
 * and never updated, so a later rate change does not touch it; it holds for 30 minutes of server time.
 * `holder` is the signed-in caller it is bound to, the only one it can pay for (once); a quote asked
 * for signed out has none and pays for nothing. The rate's reference and version are kept beside it:
 * the reference for the payout's FX margin, the version for a correction to void it by.
 */
export async function createQuote(request: QuoteRequest, client: string, now: Date, holder?: string): Promise<Quote> {
  await takeQuoteAllowance(client, now)
  if (!(request.countryId in PAYOUT_CURRENCIES_BY_COUNTRY)) throw new NotFoundError('Country not found')
  if (!payoutCurrenciesOf(request.countryId).includes(request.payoutCurrency)) {
    throw new BadRequestError(QUOTE_MESSAGES.notOffered, { payoutCurrency: QUOTE_MESSAGES.notOffered })
  }
  if (!paymentTypesOf(request.countryId).includes(request.paymentType)) {
    throw new BadRequestError(PAYOUT_ACCOUNT_MESSAGES.notOffered, { paymentType: PAYOUT_ACCOUNT_MESSAGES.notOffered })
  }
  let rate = '1'
  let terms: QuoteTerms = { holder, referenceRate: undefined, rateVersion: undefined }
  if (request.payoutCurrency !== 'USD') {
    const set = await getRate(request.countryId, request.payoutCurrency)
    if (!set) throw new UnprocessableError(QUOTE_MESSAGES.noRate, { payoutCurrency: QUOTE_MESSAGES.noRate })
    rate = set.customerRate
    terms = { holder, referenceRate: set.referenceRate, rateVersion: set.version }
  }
  const rateMicros = parseRate(rate)
  const { amountCents, feeCents, totalCents } = computeFees(sendCentsOf(request, rateMicros))
  const receiveMinor = receiveAmount(amountCents, rateMicros, request.payoutCurrency)
  const quote: Quote = {
    quoteId: ulid(now.getTime()),
    countryId: request.countryId,
    paymentType: request.paymentType,
    amount: fromCents(amountCents),
    fee: fromCents(feeCents),
    total: fromCents(totalCents),
    payoutCurrency: request.payoutCurrency,
    rate,
    receiveAmount: minorToDecimal(receiveMinor, request.payoutCurrency),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + QUOTE_LIFETIME_MINUTES * 60_000).toISOString(),
    dateAvailable: dateAvailable(request.countryId, request.paymentType, now),
  }
  await putQuote(quote, terms, now)
  return quote
}

/**
 * The amount to send: as asked, or the fewest cents that pay the recipient what was asked for
 * (`sendCentsFor`), judged against the stage's range like an amount typed (on the field asked by).
 */
function sendCentsOf(request: QuoteRequest, rateMicros: bigint): number {
  if (request.amount !== undefined) return request.amount
  if (request.receiveAmount === undefined) throw new BadRequestError(AMOUNT_MESSAGE, { amount: AMOUNT_MESSAGE })
  const cents = sendCentsFor(decimalToMinor(request.receiveAmount, request.payoutCurrency), rateMicros, request.payoutCurrency)
  const { minCents, maxCents } = transferAmounts()
  const refusal = cents > maxCents ? amountMaxMessage(maxCents) : cents < minCents ? amountMinMessage(minCents) : undefined
  if (refusal) throw new BadRequestError(refusal, { receiveAmount: refusal })
  return cents
}
