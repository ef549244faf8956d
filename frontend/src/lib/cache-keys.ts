/**
 * Every SWR key of the SPA has one shape: `[url, viewer, ...rest]`.
 *
 * - `url`: the API URL the answer comes from (with its query when that is all that tells answers
 *   apart); a change invalidates the answers of a resource by it, whatever their query.
 * - `viewer`: the signed-in user's id, so one person's cached answers are never shown to the next
 *   person signing in on this tab; `null` for answers that are the same for everyone (destinations).
 * - `rest`: what else tells two answers of that URL apart (a list's filter, a page's cursor).
 *
 * No imports: the public pages' first load builds keys too.
 */
export type CacheKey = readonly [url: string, viewer: string | null, ...rest: unknown[]]

/** The key of an answer that is the same for everyone. */
export const publicKey = <const Rest extends readonly unknown[]>(url: string, ...rest: Rest) => [url, null, ...rest] as const

/** The key of an answer for the signed-in `viewer`; no viewer (signed out): no key, so nothing is asked. */
export function viewerKey<const Rest extends readonly unknown[]>(url: string, viewer: string, ...rest: Rest): readonly [string, string, ...Rest]
export function viewerKey<const Rest extends readonly unknown[]>(
  url: string,
  viewer: string | undefined,
  ...rest: Rest
): readonly [string, string, ...Rest] | null
export function viewerKey<const Rest extends readonly unknown[]>(url: string, viewer: string | undefined, ...rest: Rest) {
  return viewer ? ([url, viewer, ...rest] as const) : null
}

const resourceOf = (url: string): string => url.split('?', 1)[0] ?? url

/** A filter for SWR's `mutate`: every cached answer from one of `urls` (compared without their query), for any viewer. */
export const keysFrom =
  (...urls: readonly string[]) =>
  (key: unknown): boolean => {
    if (!Array.isArray(key) || typeof key[0] !== 'string') return false
    const resource = resourceOf(key[0])
    return urls.some((url) => resourceOf(url) === resource)
  }
