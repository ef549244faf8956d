import { LimitsSchema } from '../../../compliance/limits-answer'
import { defineRoute } from './define-route'

/** The caller's sending limits by tier and what they have left (the wizard and country page show it). */
export const getMyLimits = defineRoute('getMyLimits', 'GET /api/limits', {
  auth: 'user',
  // The limit ledger and identity are reads; saving identity writes one item.
  access: { table: { get: ['limitLedger', 'identity'] } },
  responses: { 200: LimitsSchema },
})
