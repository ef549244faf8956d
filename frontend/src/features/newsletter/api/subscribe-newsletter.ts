import type { I18n } from '@lingui/core'
import { NewsletterBodySchema, newsletterRoutes } from '../../../../../shared/api/route-table/newsletter'
import { ApiError, callApi } from '../../../lib/api-client'
import { NEWSLETTER_FAILED_MESSAGE, NEWSLETTER_OFFLINE_MESSAGE } from '../messages'

// The newsletter form loads this on first focus or submit: zod and the schema stay out of every page's first load.

/** The body's rule: the sign-up e-mail rule ('Email is required', 'Invalid email address'). */
export { NewsletterBodySchema }

export { NEWSLETTER_FAILED_MESSAGE, NEWSLETTER_OFFLINE_MESSAGE }

/** POST /api/newsletter; resolves to the server's thanks. */
export async function subscribeNewsletter(email: string, i18n: I18n): Promise<string> {
  const { message } = await callApi(newsletterRoutes.subscribeNewsletter, { body: { email }, fallbackMessage: i18n._(NEWSLETTER_FAILED_MESSAGE) })
  return message
}

/** What to show for a failed subscription: the server's error text, or a plain word (in the reader's language) on a network failure. */
export function newsletterErrorMessage(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError) return error.status === 0 ? i18n._(NEWSLETTER_OFFLINE_MESSAGE) : error.message
  return i18n._(NEWSLETTER_FAILED_MESSAGE)
}
