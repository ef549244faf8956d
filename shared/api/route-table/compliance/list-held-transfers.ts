import { HeldTransfersPageSchema, ListHeldTransfersQuerySchema } from '../../../compliance/held-transfers'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

/** The Compliance review queue (verified staff): held transfers, oldest hold first, with their senders. */
export const listHeldTransfers = defineRoute('listHeldTransfers', {
  method: 'GET',
  path: '/api/compliance/holds',
  auth: 'admin',
  area: 'compliance',
  // The review queue, its transfers, their senders and identity: reads only.
  access: { table: { query: ['review'], get: ['transfer', 'profile', 'identity'] } },
  query: ListHeldTransfersQuerySchema,
  responses: { 200: HeldTransfersPageSchema, ...errors },
})
