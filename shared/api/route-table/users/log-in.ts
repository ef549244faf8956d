import { LoginSchema } from '../../../auth/login-schema'
import { PasswordSignInAnswerSchema } from '../../../users/user'
import { defineRoute, ErrorBodySchema } from '../../route-definition'
import { errors } from '../common'

export const logIn = defineRoute('logIn', {
  method: 'POST',
  path: '/api/user/login',
  auth: 'public',
  area: 'users',
  body: LoginSchema,
  responses: { 200: PasswordSignInAnswerSchema, ...errors, 429: ErrorBodySchema },
})
