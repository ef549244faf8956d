import * as z from 'zod/mini'
import { ErrorBodySchema } from '../route-definition'

/** The error answers most authenticated routes can give. */
export const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema }

/** The body of a 204 answer. Pure: a bundle whose row answers with a body leaves it out. */
export const NoContent = /* @__PURE__ */ z.undefined()
