import * as z from 'zod/mini'
import { TimeZoneSchema } from '../../../users/time-zone'
import { defineRoute } from './define-route'

/** The time zone the signed-in user's browser reports: their e-mails show times in it. */
const UpdateTimeZoneSchema = z.object({ timeZone: TimeZoneSchema })

export const updateTimeZone = defineRoute('updateTimeZone', 'PUT /api/user/me/time-zone', {
  auth: 'user',
  // The caller's own profile (its time zone).
  access: { table: { update: ['profile'] } },
  body: UpdateTimeZoneSchema,
  responses: { 200: UpdateTimeZoneSchema },
})
