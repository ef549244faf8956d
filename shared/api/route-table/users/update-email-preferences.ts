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
  body: EmailPreferencesSchema,
  responses: { 200: z.object({ emailPreferences: EmailPreferencesSchema }), ...errors },
})
