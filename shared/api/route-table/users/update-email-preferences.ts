import * as z from 'zod/mini'
import { EmailPreferencesSchema } from '../../../notifications/email-preferences'
import { defineRoute } from './define-route'

/** The signed-in user chooses which optional e-mails they receive; receipts and refunds are always sent. */
export const updateEmailPreferences = defineRoute('updateEmailPreferences', 'PUT /api/user/me/email-preferences', {
  auth: 'user',
  // The caller's own profile (its e-mail choices).
  access: { table: { update: ['profile'] } },
  body: EmailPreferencesSchema,
  responses: { 200: z.object({ emailPreferences: EmailPreferencesSchema }) },
})
