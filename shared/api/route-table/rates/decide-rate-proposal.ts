import { DecideRateProposalSchema, RateDecisionAnswerSchema, RateParamsSchema } from '../../../rates/exchange-rates'
import { defineRoute } from './define-route'

/**
 * A verified staff member other than its proposer approves a waiting rate change (it applies at once,
 * recorded with both names), or any verified staff member rejects it (its proposer: withdraws it).
 */
export const decideRateProposal = defineRoute('decideRateProposal', 'POST /api/rates/{countryId}/{currency}/proposal', {
  auth: 'admin',
  // The proposal and the current rate are read; one transaction removes the proposal, records the decision and,
  // for an approval, puts the current rate and its history item.
  access: {
    table: {
      get: ['rateProposal', 'exchangeRate'],
      put: ['exchangeRate', 'exchangeRateChange', 'rateDecision'],
      delete: ['rateProposal'],
    },
  },
  params: RateParamsSchema,
  body: DecideRateProposalSchema,
  responses: { 200: RateDecisionAnswerSchema },
})
