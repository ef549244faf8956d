import { CreateTransferSchema } from '../../../transfers/create-transfer-schema'
import { TransferSchema } from '../../../transfers/transfer'
import { defineRoute, ErrorBodySchema } from '../../route-definition'
import { errors } from '../common'

export const createCustomer = defineRoute('createCustomer', {
  method: 'POST',
  path: '/api/customers',
  auth: 'user',
  area: 'customers',
  body: CreateTransferSchema,
  responses: { 201: TransferSchema, ...errors, 422: ErrorBodySchema },
})
