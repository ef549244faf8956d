import * as newsletterRoutes from '../../shared/api/route-table/newsletter/subscribe-newsletter'
import { NEWSLETTER_SUBSCRIBED_MESSAGE } from '../../shared/api/route-table/newsletter/subscribe-newsletter'
import { accepted } from '../lib/responses'
import { route } from '../lib/route'
import { subscribeToNewsletter } from '../services/newsletter'

/** The same 202 for a new and a known address: duplicates are ignored, and nobody can probe the list. */
export const handler = route(newsletterRoutes.subscribeNewsletter, async ({ body, now }) => {
  await subscribeToNewsletter(body.email, now)
  return accepted({ message: NEWSLETTER_SUBSCRIBED_MESSAGE })
})
