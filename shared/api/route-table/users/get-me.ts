import { UserSchema } from '../../../users/user'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

export const getMe = defineRoute('getMe', {
  method: 'GET',
  path: '/api/user/me',
  auth: 'user',
  area: 'users',
  access: { table: { get: ['profile'] } },
  responses: { 200: UserSchema, ...errors },
})
