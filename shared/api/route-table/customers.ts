import * as z from 'zod/mini'
import { DailyStatsQuerySchema, DailyStatsSchema } from '../../transfers/daily-stats'
import {
  CreateTransferSchema,
  ListTransfersQuerySchema,
  TransferListSchema,
  TransferSchema,
  UpdateTransferSchema,
} from '../../transfers/transfer-schemas'
import { defineRoutes, ErrorBodySchema } from '../route-definition'
import { errors, NoContent } from './common'

/** Transfer ids are ULIDs. */
const TransferIdParams = z.object({
  id: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Transfer id is not valid')),
})

/** Transfers ("customers" in the spec): one record per payment, its recipient and its status. */
export const customerRoutes = defineRoutes({
  createCustomer: {
    method: 'POST',
    path: '/api/customers',
    auth: 'user',
    area: 'customers',
    body: CreateTransferSchema,
    responses: { 201: TransferSchema, ...errors, 422: ErrorBodySchema },
  },
  listMyCustomers: {
    method: 'GET',
    path: '/api/customers',
    auth: 'user',
    area: 'customers',
    query: ListTransfersQuerySchema,
    responses: { 200: TransferListSchema, ...errors },
  },
  listCustomers: {
    method: 'GET',
    path: '/api/customers/list',
    auth: 'user',
    area: 'customers',
    query: ListTransfersQuerySchema,
    responses: { 200: TransferListSchema, ...errors },
  },
  /** Staff's chart: everyone's live transfers per UTC creation day, `?days=` (default 30) ending today. */
  getDailyTransferStats: {
    method: 'GET',
    path: '/api/customers/stats/daily',
    auth: 'admin',
    area: 'customers',
    query: DailyStatsQuerySchema,
    responses: { 200: DailyStatsSchema, ...errors },
  },
  getCustomer: {
    method: 'GET',
    path: '/api/customers/{id}',
    auth: 'user',
    area: 'customers',
    params: TransferIdParams,
    responses: { 200: TransferSchema, ...errors },
  },
  updateCustomer: {
    method: 'PATCH',
    path: '/api/customers/{id}',
    auth: 'user',
    area: 'customers',
    params: TransferIdParams,
    body: UpdateTransferSchema,
    responses: { 200: TransferSchema, ...errors, 422: ErrorBodySchema },
  },
  deleteCustomer: {
    method: 'DELETE',
    path: '/api/customers/{id}',
    auth: 'user',
    area: 'customers',
    params: TransferIdParams,
    responses: { 204: NoContent, ...errors },
  },
})
