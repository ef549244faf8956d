import * as z from 'zod/mini'
import { _coercedNumber } from 'zod/v4/core'

/**
 * `z.coerce.number(params)`, built the way zod/mini builds it. Reading `z.coerce` hands esbuild the
 * whole `coerce` namespace object, so every Lambda bundled the five coercing schemas (bigint and date
 * too); zod's core constructor keeps only the number one.
 */
export function coercedNumber(params?: string | z.core.$ZodNumberParams): z.ZodMiniNumber<unknown> {
  return _coercedNumber<z.ZodMiniNumber<unknown>>(z.ZodMiniNumber, params)
}
