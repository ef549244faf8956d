import * as z from 'zod/mini'
import type { Regulator } from './disclosure'

/** A state regulator as a stage names it (config) and the transfer answer carries it. */
export const RegulatorSchema: z.ZodMiniType<Regulator> = z.object({
  name: z.string().check(z.minLength(1)),
  phone: z.string().check(z.minLength(1)),
  website: z.string().check(z.minLength(1)),
})
