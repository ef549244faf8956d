import { ClaimsPageSchema, ListClaimsQuerySchema } from '../../../claims/list-claims'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

/** The Claims screen (verified staff): open claims oldest first, or resolved ones newest first. */
export const listClaims = defineRoute('listClaims', {
  method: 'GET',
  path: '/api/claims',
  auth: 'admin',
  area: 'claims',
  access: { table: { queryIndex: { gsi2: ['claim'] } } },
  query: ListClaimsQuerySchema,
  responses: { 200: ClaimsPageSchema, ...errors },
})
