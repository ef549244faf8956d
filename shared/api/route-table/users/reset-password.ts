import * as z from 'zod/mini'
import { EmailSchema, PasswordSchema } from '../../../auth/signup-schema'
import { MessageSchema } from '../../../users/user'
import { SIGN_IN_ATTEMPTS } from '../../route-access'
import { ErrorBodySchema } from '../../route-definition'
import { defineRoute } from './define-route'

export const resetPassword = defineRoute('resetPassword', 'POST /api/user/reset-password', {
  auth: 'public',
  // The e-mail claim; the user's session cut-off; the address's attempt windows cleared.
  access: { table: { get: ['emailClaim'], update: ['profile'], delete: SIGN_IN_ATTEMPTS } },
  body: z.object({
    email: EmailSchema,
    code: z.string('Enter the code from the email').check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from the email')),
    password: PasswordSchema,
  }),
  responses: { 200: MessageSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
  commonErrors: false,
})
