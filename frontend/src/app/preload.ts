import { matchPath } from 'react-router'
import { paths } from '../config/paths'
import { lazyModule } from '../lib/lazy-module'
import { intlSettled } from '../lib/i18n/i18n'
import { loadChunk } from '../lib/lazy-route'

/**
 * The home page's sections (hero, grid, stats, features, services, security, app, with their
 * CSS): one request, shared by the start preload and the route. A failure may be retried. They format
 * amounts and country names, so they wait for Intl to speak the reader's language (intlSettled).
 */
export const homePage = lazyModule(async () => (await Promise.all([loadChunk(() => import('./home-sections')), intlSettled()]))[0])

/**
 * Data the page the app starts on needs, requested beside the 1-second start spinner (spec 2.3), so
 * it is there when the spinner ends: the page itself renders hidden meanwhile and runs no effects,
 * so its own request would start only then.
 */
export function preloadAtStart(pathname: string): void {
  // The home page's chunk loads beside its 1-second spinner (the route waits for both).
  if (pathname === paths.home.path) void homePage.load().catch(() => undefined)
  const countryPage = matchPath(paths.countryTransfer.path, pathname)
  const id = countryPage?.params.id
  if (id) {
    void import('../entities/transfer/api/get-country')
      // A failure is the page's to show (its own request gets the same answer); only keep it out of the console here.
      .then(({ preloadCountry }) => preloadCountry(id))
      .catch(() => undefined)
  }
}
