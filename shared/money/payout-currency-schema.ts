import * as z from 'zod/mini'
import { PAYOUT_CURRENCIES, type PayoutCurrency } from './currencies'

export const PayoutCurrencySchema = z.enum(PAYOUT_CURRENCIES as [PayoutCurrency, ...PayoutCurrency[]], 'Choose a payout currency')
