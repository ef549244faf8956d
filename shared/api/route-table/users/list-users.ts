import { UsersPageSchema } from '../../../users/user'
import { PageQuerySchema } from '../../pagination'
import { defineRoute } from './define-route'

export const listUsers = defineRoute('listUsers', 'GET /api/user/list', {
  auth: 'admin',
  access: { table: { queryIndex: { gsi1: ['profile'] } } },
  query: PageQuerySchema,
  responses: { 200: UsersPageSchema },
})
