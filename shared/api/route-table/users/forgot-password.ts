import * as z from 'zod/mini'
import { EmailSchema } from '../../../auth/signup-schema'
import { MessageSchema } from '../../../users/user'
import { ErrorBodySchema } from '../../route-definition'
import { defineRoute } from './define-route'

export const forgotPassword = defineRoute('forgotPassword', 'POST /api/user/forgot-password', {
  auth: 'public',
  // The e-mail claim names the account by its subject; its profile and AdminGetUser: Cognito must hold the profile's
  // address before it mails a code there (a difference ends every session: the profile's cut-off).
  access: { table: { get: ['emailClaim', 'profile'], update: ['profile'] }, cognito: ['readUsers'] },
  body: z.object({ email: EmailSchema }),
  responses: { 202: MessageSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
  commonErrors: false,
})
