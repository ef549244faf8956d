import { ExchangeRateSchema, RateParamsSchema, RateProposalSchema, SetExchangeRateSchema } from '../../../rates/exchange-rates'
import { defineRoute } from './define-route'

/**
 * A verified admin sets a destination's rate into a local currency, saying why; the change is kept in
 * its history (200). A change of more than 10% (or a first rate) is refused (409
 * RATE_CHANGE_UNCONFIRMED) unless the request confirms it, and then waits as a proposal for another
 * verified staff member (202).
 */
export const setExchangeRate = defineRoute('setExchangeRate', 'PUT /api/rates/{countryId}/{currency}', {
  auth: 'admin',
  // The current rate and a waiting proposal are read first; then either the current rate and its history item,
  // on the condition that no proposal waits, or the proposal, on the condition that the rate is still the one it changes.
  access: {
    table: {
      get: ['exchangeRate', 'rateProposal'],
      put: ['exchangeRate', 'exchangeRateChange', 'rateProposal'],
      conditionCheck: ['exchangeRate', 'rateProposal'],
    },
  },
  params: RateParamsSchema,
  body: SetExchangeRateSchema,
  responses: { 200: ExchangeRateSchema, 202: RateProposalSchema },
})
