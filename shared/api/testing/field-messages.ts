import * as z from 'zod/mini'

/** The first message of each field path `schema` refuses in `input`, as the API's 400 answer gives them ({} when it passes). */
export function fieldMessages(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = z.safeParse(schema, input)
  if (result.success) return {}
  const messages: Record<string, string> = {}
  for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message
  return messages
}
