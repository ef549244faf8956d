import * as trackRoute from '../../../../../shared/api/route-table/transfers/track-transfer'
import type { Tracking } from '../../../../../shared/tracking/tracking'
import { callApi } from '../../../lib/api-client'

/** The public tracking page's one call: no session, the token is the only key. */
export const fetchTracking = (token: string, fallbackMessage: string, signal?: AbortSignal): Promise<Tracking> =>
  callApi(trackRoute.trackTransfer, { params: { token }, fallbackMessage, signal })
