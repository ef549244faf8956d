import { ReconciliationAnswerSchema, ReconciliationQuerySchema } from '../../../ledger/reconciliation-report'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

/** The Reconciliation screen (verified staff): a day's ledger reconciliation report (the latest without `day`) and the days reported. */
export const getReconciliation = defineRoute('getReconciliation', {
  method: 'GET',
  path: '/api/reconciliation',
  auth: 'admin',
  area: 'ledger',
  access: { table: { get: ['reconciliationReport'], query: ['reconciliationReport'] } },
  query: ReconciliationQuerySchema,
  responses: { 200: ReconciliationAnswerSchema, ...errors },
})
