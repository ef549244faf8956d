import { matchPath } from 'react-router'
import { paths } from '../config/paths'

/**
 * The pages inside the signed-in area's shell (spec 2.6), by their key in `paths`. The one list of
 * them: ./signed-in-routes builds the shell's routes from it (a page for every key, checked by the
 * compiler), and the root layout reads it from the entry to leave the public navbar and footer out
 * of these paths from the first paint, before the shell's chunk is there (no navbar-to-shell swap).
 */
export const SHELL_PAGES = [
  'dashboard',
  'dashboardMyRecipients',
  'dashboardMyReciepients',
  'dashboardAddRecipient',
  'dashboardEditRecipient',
  'transactions',
  'profileSettings',
  'dashboardUsersList',
  'dashboardExchangeRates',
  'dashboardClaims',
  'dashboardCompliance',
  'dashboardReconciliation',
  'dashboardPayouts',
  'dashboardPayoutBatch',
  'dashboardVerifications',
  'dashboardVerificationReview',
  'dashboardProfile',
  'dashboardProfileById',
  'dashboardMyProfile',
  'dashboardUploadDocuments',
  'customers',
  'dashboardCustomers',
  'addCustomer',
  'editCustomer',
  'customerPrintReceipt',
  'customerDetails',
] as const satisfies readonly (keyof typeof paths)[]

export type ShellPage = (typeof SHELL_PAGES)[number]

/** Dashboard pages not built yet: the not-found page, inside the shell. */
export const SHELL_NOT_FOUND_PATH = `${paths.dashboard.path}/*`

const SHELL_PATTERNS = [...SHELL_PAGES.map((page) => paths[page].path), SHELL_NOT_FOUND_PATH]

/** Whether `pathname` is a page of the signed-in shell (matched as the router matches it). */
export function isShellPath(pathname: string): boolean {
  return SHELL_PATTERNS.some((pattern) => matchPath(pattern, pathname))
}

/**
 * Pages with one task, where the public footer is the compact one: signing in or up, a password
 * reset, and checkout (the sender details). Their form stays the page; no marketing below it.
 */
const FOCUSED_PAGES = [
  'signIn',
  'login',
  'signUp',
  'confirmEmail',
  'forgotPassword',
  'senderDetails',
] as const satisfies readonly (keyof typeof paths)[]

/** Whether `pathname` is one of the {@link FOCUSED_PAGES}. */
export function isFocusedPath(pathname: string): boolean {
  return FOCUSED_PAGES.some((page) => matchPath(paths[page].path, pathname))
}
