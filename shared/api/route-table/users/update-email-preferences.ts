import * as z from 'zod/mini'
import { EmailPreferencesSchema } from '../../../notifications/email-preferences'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

/** The signed-in user chooses which optional e-mails they receive; receipts and refunds are always sent. */
export const updateEmailPreferences = defineRoute('updateEmailPreferences', {
  method: 'PUT',
  path: '/api/user/me/email-preferences',
  auth: 'user',
  area: 'users',
  // The caller's own profile (its e-mail choices).
  access: { table: { update: ['profile'] } },
  body: EmailPreferencesSchema,
  responses: { 200: z.object({ emailPreferences: EmailPreferencesSchema }), ...errors },
})
