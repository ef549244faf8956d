import * as z from 'zod/mini'
import { LocaleSchema } from '../../../i18n/locale-schema'
import { defineRoute } from './define-route'

/** The signed-in user's language: the SPA opens in it and e-mails are written in it. */
const UpdateLanguageSchema = z.object({ language: LocaleSchema })

export const updateLanguage = defineRoute('updateLanguage', 'PUT /api/user/me/language', {
  auth: 'user',
  // The caller's own profile (its language).
  access: { table: { update: ['profile'] } },
  body: UpdateLanguageSchema,
  responses: { 200: UpdateLanguageSchema },
})
