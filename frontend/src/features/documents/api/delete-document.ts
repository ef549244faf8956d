import { documentRoutes } from '../../../../../shared/api/route-table/documents'
import type { AuthedCall } from '../../../lib/session/authed-call'

/** `DELETE /api/documents/{id}`: the stored file, then the document. */
export const deleteDocument = (call: AuthedCall, id: string): Promise<void> => call(documentRoutes.deleteDocument, { params: { id } })
