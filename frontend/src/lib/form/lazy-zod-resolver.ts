import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { $ZodType } from 'zod/v4/core'

/**
 * A react-hook-form resolver for a zod schema that arrives with a lazily loaded module (a form's
 * rules: zod and the shared schema, loaded on the form's first focus, not with the page). The first
 * validation waits for the module; later ones find it loaded. A module that cannot load rejects, and
 * the form's submit handler reports it.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(schema: () => Promise<$ZodType<Output, Input>>): Resolver<Input, unknown, Output> {
  return async (values, context, options) => zodResolver(await schema())(values, context, options)
}
