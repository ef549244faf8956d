import { HeldTransfersPageSchema, ListHeldTransfersQuerySchema } from '../../../compliance/held-transfers'
import { defineRoute } from './define-route'

/** The Compliance review queue (verified staff): held transfers, oldest hold first, with their senders. */
export const listHeldTransfers = defineRoute('listHeldTransfers', 'GET /api/compliance/holds', {
  auth: 'admin',
  // The review queue, its transfers, their senders and identity: reads only.
  access: { table: { query: ['review'], get: ['transfer', 'profile', 'identity'] } },
  query: ListHeldTransfersQuerySchema,
  responses: { 200: HeldTransfersPageSchema },
})
