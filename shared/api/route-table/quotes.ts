import { routeTable } from '../route-definition'
import { createQuote } from './quotes/create-quote'

/** Quotes: a rate locked for the time it takes to pay (issue 15). */
export const quoteRoutes = routeTable(createQuote)
