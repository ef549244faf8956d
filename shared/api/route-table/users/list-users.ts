import { UsersPageSchema } from '../../../users/user'
import { PageQuerySchema } from '../../pagination'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

export const listUsers = defineRoute('listUsers', {
  method: 'GET',
  path: '/api/user/list',
  auth: 'admin',
  area: 'users',
  access: { table: { queryIndex: { gsi1: ['profile'] } } },
  query: PageQuerySchema,
  responses: { 200: UsersPageSchema, ...errors },
})
