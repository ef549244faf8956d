import { UserSchema } from '../../../users/user'
import { defineRoute } from './define-route'

export const getMe = defineRoute('getMe', 'GET /api/user/me', {
  auth: 'user',
  access: { table: { get: ['profile'] } },
  responses: { 200: UserSchema },
})
