import * as z from 'zod/mini'
import { CountryIdSchema, CountrySchema } from '../countries/country'
import { defineRoutes, ErrorBodySchema } from './route-definition'

export const HealthSchema = z.object({ status: z.literal('ok'), time: z.string() })

/**
 * The API contract: every endpoint once. The CDK API stack makes one Lambda per row, the local
 * gateway dispatches by it, and the frontend's client builds typed calls from it.
 */
export const routes = defineRoutes({
  getHealth: {
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    area: 'health',
    responses: { 200: HealthSchema },
  },
  listCountries: {
    method: 'GET',
    path: '/countries',
    auth: 'public',
    area: 'countries',
    responses: { 200: z.array(CountrySchema) },
  },
  getCountry: {
    method: 'GET',
    path: '/countries/{id}',
    auth: 'public',
    area: 'countries',
    params: z.object({ id: CountryIdSchema }),
    responses: { 200: CountrySchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
  },
})

export type Routes = typeof routes
export type RouteId = keyof Routes
export const routeList = Object.values(routes)
