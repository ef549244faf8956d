import { msg } from '@lingui/core/macro'
import { site } from '../../config/site'

const brand = site.name

// Apart from the API module so the form can show them without loading zod and the API client.
export const NEWSLETTER_FAILED_MESSAGE = msg`We could not subscribe you just now. Please try again.`
export const NEWSLETTER_OFFLINE_MESSAGE = msg`We could not reach ${brand}. Check your connection and try again.`
