import { routeTable } from '../route-definition'
import { createMyQuote } from './quotes/create-my-quote'
import { createQuote } from './quotes/create-quote'

/** Quotes: a rate locked for the time it takes to pay. */
export const quoteRoutes = routeTable(createQuote, createMyQuote)
