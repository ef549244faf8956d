import { documentRoutes } from '../../../../../shared/api/route-table/documents'
import type { AuthedCall } from '../../../lib/session/authed-call'

/**
 * `GET /api/documents/{id}/download` answers a presigned link valid for 60 s that serves the file
 * as an attachment; following it downloads the file and leaves this page where it is.
 */
export async function downloadDocument(
  call: AuthedCall,
  id: string,
  open: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  const { url } = await call(documentRoutes.downloadDocument, { params: { id } })
  open(url)
}
