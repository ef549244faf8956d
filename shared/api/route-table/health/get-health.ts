import * as z from 'zod/mini'
import { defineRoute } from './define-route'

const HealthSchema = z.object({ status: z.literal('ok'), time: z.string() })

export const getHealth = defineRoute('getHealth', 'GET /api/health', {
  auth: 'public',
  access: {},
  responses: { 200: HealthSchema },
  commonErrors: false,
})
