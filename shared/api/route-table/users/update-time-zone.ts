import * as z from 'zod/mini'
import { TimeZoneSchema } from '../../../users/time-zone'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

/** The time zone the signed-in user's browser reports: their e-mails show times in it. */
const UpdateTimeZoneSchema = z.object({ timeZone: TimeZoneSchema })

export const updateTimeZone = defineRoute('updateTimeZone', {
  method: 'PUT',
  path: '/api/user/me/time-zone',
  auth: 'user',
  area: 'users',
  // The caller's own profile (its time zone).
  access: { table: { update: ['profile'] } },
  body: UpdateTimeZoneSchema,
  responses: { 200: UpdateTimeZoneSchema, ...errors },
})
