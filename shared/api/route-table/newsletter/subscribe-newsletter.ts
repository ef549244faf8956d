import * as z from 'zod/mini'
import { EmailSchema } from '../../../auth/signup-schema'
import { ErrorBodySchema } from '../../route-definition'
import { defineRoute } from './define-route'

/** The one answer to a subscription, new or repeated: nobody can probe which addresses are on the list. */
export const NEWSLETTER_SUBSCRIBED_MESSAGE = 'Thanks — you are subscribed.'

export const NewsletterBodySchema = z.object({ email: EmailSchema })
export type NewsletterBody = z.output<typeof NewsletterBodySchema>

/** The footer's newsletter box (public). */
export const subscribeNewsletter = defineRoute('subscribeNewsletter', 'POST /api/newsletter', {
  auth: 'public',
  // The subscriber item (a conditional put; an address already there is left alone).
  access: { table: { put: ['subscriber'] } },
  body: NewsletterBodySchema,
  responses: { 202: z.object({ message: z.string() }), 400: ErrorBodySchema },
  commonErrors: false,
})
