import * as z from 'zod/mini'
import { defineRoute } from '../../route-definition'

const HealthSchema = z.object({ status: z.literal('ok'), time: z.string() })

export const getHealth = defineRoute('getHealth', {
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  area: 'health',
  access: {},
  responses: { 200: HealthSchema },
})
