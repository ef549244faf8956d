import type { SWRConfiguration } from 'swr'
import { ApiError } from './api-error'

const MAX_RETRIES = 3

/**
 * App-wide SWR behaviour: retry only what may succeed later (network, 5xx), with backoff.
 *
 * Not a `<SWRConfig>` around the whole app: that component lives in SWR's core, and the entry
 * bundle would carry it on pages that fetch nothing. The public data hooks spread these
 * options themselves (`useCountry`, `useCountries`, `useSavedRecipients`); the signed-in area gets
 * them from the `<SWRConfig>` of its layout (app/signed-in-layout.tsx).
 */
export const swrDefaults: SWRConfiguration = {
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return
    if (retryCount > MAX_RETRIES) return
    setTimeout(() => void revalidate({ retryCount }), 1000 * 2 ** retryCount)
  },
}
