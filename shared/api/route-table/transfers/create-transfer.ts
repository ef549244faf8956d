import { CreateTransferSchema, createTransferSchema } from '../../../transfers/create-transfer-schema'
import { TransferSchema } from '../../../transfers/transfer'
import { IdempotencyKeyHeaders } from '../../headers'
import { defineRoute, ErrorBodySchema } from '../../route-definition'
import { errors } from '../common'

export const createTransfer = defineRoute('createTransfer', {
  method: 'POST',
  path: '/api/customers',
  auth: 'user',
  area: 'transfers',
  body: CreateTransferSchema,
  // The card's expiry against the request's day, and the stage's amount range.
  bodyAt: ({ now, transferAmounts }) => createTransferSchema(now, transferAmounts),
  headers: IdempotencyKeyHeaders,
  responses: { 201: TransferSchema, ...errors, 422: ErrorBodySchema },
})
