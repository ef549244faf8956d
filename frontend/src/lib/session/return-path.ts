import { paths } from '../../config/paths'

/**
 * The query parameter that carries the in-app address to return to through sign-in, sign-up and
 * the e-mailed code (`/auth/sign-up?next=/country/sender-details/ke%3FinputValue%3D200…`). A query
 * rather than only the location state: it survives a reload of those pages and the hop from one to
 * the other, so a newcomer who signs up in the middle of a payment comes back to it.
 */
const RETURN_PARAM = 'next'

/** The pages that are never a place to return to (they would loop). */
const AUTH_PATHS: readonly string[] = [paths.signIn.path, paths.login.path, paths.signUp.path, paths.confirmEmail.path, paths.forgotPassword.path]

/** A stand-in origin to resolve against: whatever resolves elsewhere left the app. */
const ORIGIN = 'https://app.invalid'

/**
 * `text` as an address of this app to go to, or undefined. Only a same-origin path: it must start
 * with one '/', have no backslash or control character (browsers read `/\evil.example` and
 * `/\tevil.example` as another host), and resolve to our own origin; never an auth page. What comes
 * back is rebuilt from the parsed URL, not the text as given.
 */
export function safeReturnPath(text: unknown): string | undefined {
  if (typeof text !== 'string' || text.length > 2048) return undefined
  if (!text.startsWith('/') || text.startsWith('//')) return undefined
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(text)) return undefined
  let url: URL
  try {
    url = new URL(text, ORIGIN)
  } catch {
    return undefined
  }
  if (url.origin !== ORIGIN || AUTH_PATHS.includes(url.pathname)) return undefined
  return url.pathname + url.search + url.hash
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The address a guard left in the location state (`{ from: { pathname, search, hash } }`), if safe. */
export function returnPathFromState(state: unknown): string | undefined {
  if (!isRecord(state) || !isRecord(state.from)) return undefined
  const { pathname, search, hash } = state.from
  if (typeof pathname !== 'string') return undefined
  return safeReturnPath(pathname + (typeof search === 'string' ? search : '') + (typeof hash === 'string' ? hash : ''))
}

/** Where to go after signing in or up from `location`: the guard's state, else the `?next=` it carries. */
export function returnPathOf(location: { state: unknown; search: string }): string | undefined {
  return returnPathFromState(location.state) ?? safeReturnPath(new URLSearchParams(location.search).get(RETURN_PARAM))
}

/** `href` (an auth page) carrying `returnPath` on, if there is one. */
export function withReturnPath(href: string, returnPath: string | undefined): string {
  return returnPath === undefined ? href : `${href}?${new URLSearchParams({ [RETURN_PARAM]: returnPath }).toString()}`
}
