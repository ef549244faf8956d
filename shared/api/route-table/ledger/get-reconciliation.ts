import { ReconciliationAnswerSchema, ReconciliationQuerySchema } from '../../../ledger/reconciliation-report'
import { defineRoute } from './define-route'

/** The Reconciliation screen (verified staff): a day's ledger reconciliation report (the latest without `day`) and the days reported. */
export const getReconciliation = defineRoute('getReconciliation', 'GET /api/reconciliation', {
  auth: 'admin',
  access: { table: { get: ['reconciliationReport'], query: ['reconciliationReport'] } },
  query: ReconciliationQuerySchema,
  responses: { 200: ReconciliationAnswerSchema },
})
