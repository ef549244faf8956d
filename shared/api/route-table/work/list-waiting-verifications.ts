import { PageQuerySchema } from '../../../api/pagination'
import { WaitingVerificationsPageSchema } from '../../../users/verification'
import { defineRoute } from './define-route'

/** The users whose uploads wait for a verification review (verified staff), oldest upload first. */
export const listWaitingVerifications = defineRoute('listWaitingVerifications', 'GET /api/verifications/waiting', {
  auth: 'admin',
  // The queue is the profiles themselves (gsi3 `VERIFY` projects the whole item): one Query.
  access: { table: { queryIndex: { gsi3: ['profile'] } } },
  query: PageQuerySchema,
  responses: { 200: WaitingVerificationsPageSchema },
})
