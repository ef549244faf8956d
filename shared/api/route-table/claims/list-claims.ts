import { ClaimsPageSchema, ListClaimsQuerySchema } from '../../../claims/list-claims'
import { defineRoute } from './define-route'

/** The Claims screen (verified staff): open claims oldest first, or resolved ones newest first. */
export const listClaims = defineRoute('listClaims', 'GET /api/claims', {
  auth: 'admin',
  access: { table: { queryIndex: { gsi2: ['claim'] } } },
  query: ListClaimsQuerySchema,
  responses: { 200: ClaimsPageSchema },
})
