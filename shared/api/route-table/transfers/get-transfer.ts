import * as z from 'zod/mini'
import { RegulatorSchema } from '../../../rates/regulator-schema'
import { TransferSchema } from '../../../transfers/transfer'
import { TransferIdParamsSchema } from '../../../transfers/transfer-id'
import { defineRoute } from './define-route'

/** One transfer, with the state regulator its receipt names for complaints (12 CFR 1005.31(b)(2)(iv)), a stage setting. */
const TransferDetailsSchema = z.extend(TransferSchema, { regulator: RegulatorSchema })

export const getTransfer = defineRoute('getTransfer', 'GET /api/customers/{id}', {
  auth: 'user',
  // The transfer, and its history and claims in one Query of its partition; for staff, its sender's profile to name them.
  access: { table: { get: ['transfer', 'profile'], query: ['transferEvent', 'claim'] } },
  params: TransferIdParamsSchema,
  responses: { 200: TransferDetailsSchema },
})
