import { routeTable } from '../route-definition'
import { subscribeNewsletter } from './newsletter/subscribe-newsletter'

export { NEWSLETTER_SUBSCRIBED_MESSAGE, NewsletterBodySchema } from './newsletter/subscribe-newsletter'

/** The footer's newsletter box (public). */
export const newsletterRoutes = routeTable(subscribeNewsletter)
