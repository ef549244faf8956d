import { RecordedExportSchema, RecordTransfersExportSchema } from '../../../transfers/transfers-export'
import { defineRoute } from './define-route'

/**
 * The Customer Dashboard's Export, recorded as an audit event (who, when, the filter, the row count)
 * before the browser makes the file: the export's rows come from the list, this keeps the record.
 */
export const recordTransfersExport = defineRoute('recordTransfersExport', 'POST /api/customers/exports', {
  auth: 'user',
  // One new audit event, put once (its id is fresh).
  access: { table: { put: ['auditEvent'] } },
  body: RecordTransfersExportSchema,
  responses: { 201: RecordedExportSchema },
})
