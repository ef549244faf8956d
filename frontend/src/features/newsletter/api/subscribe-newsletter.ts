import * as z from 'zod/mini'
import { NewsletterBodySchema, newsletterRoutes } from '../../../../../shared/api/route-table/newsletter'
import { ApiError, callApi } from '../../../lib/api-client'

// The footer loads its newsletter form (and so this) lazily: zod and the schema stay out of the entry bundle.

/** The sign-up e-mail rule's message for `email` ('Email is required', 'Invalid email address'), or undefined when valid. */
export function newsletterEmailError(email: string): string | undefined {
  const parsed = z.safeParse(NewsletterBodySchema, { email })
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? 'Invalid email address')
}

export const NEWSLETTER_FAILED_MESSAGE = 'We could not subscribe you just now. Please try again.'
export const NEWSLETTER_OFFLINE_MESSAGE = 'We could not reach Remit. Check your connection and try again.'

/** POST /api/newsletter; resolves to the server's thanks. */
export async function subscribeNewsletter(email: string): Promise<string> {
  const { message } = await callApi(newsletterRoutes.subscribeNewsletter, { body: { email }, fallbackMessage: NEWSLETTER_FAILED_MESSAGE })
  return message
}

/** What to show for a failed subscription: the server's error text, or a plain word on a network failure. */
export function newsletterErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.status === 0 ? NEWSLETTER_OFFLINE_MESSAGE : error.message
  return NEWSLETTER_FAILED_MESSAGE
}
