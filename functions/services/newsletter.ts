import { addNewsletterSubscriber } from '../store/newsletter-store'

/** Adds the address once; a known address changes nothing (the caller answers both alike). */
export async function subscribeToNewsletter(email: string, now: Date): Promise<void> {
  await addNewsletterSubscriber(email, now.toISOString())
}
