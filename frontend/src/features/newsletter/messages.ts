// Apart from the API module so the form can show them without loading zod and the API client.
export const NEWSLETTER_FAILED_MESSAGE = 'We could not subscribe you just now. Please try again.'
export const NEWSLETTER_OFFLINE_MESSAGE = 'We could not reach Remit. Check your connection and try again.'
