import { ErrorBodySchema } from '../../../shared/api/route-definition'
import { toCheckSchema } from './precompute/check-schema'

// Worked out at build time (frontend/build/precomputed-modules.ts): the bundle gets this JSON, not zod.

/** The JSON Schema of every error answer's body (`ErrorBodySchema`). */
export const errorBodySchema = toCheckSchema(ErrorBodySchema)
