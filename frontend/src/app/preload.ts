import { matchPath } from 'react-router'
import { paths } from '../config/paths'

/**
 * The home page's countries grid: its code carries the API client, the route table and zod/mini
 * (~12 KB gzip with SWR's hook), so it is a chunk of its own, loaded — with the list — when the grid
 * nears the viewport. The hero fills a first screen, so a first visit's initial load stays small.
 */
export const loadCountriesGrid = () => import('../features/countries/components/countries-grid')

/** Starts the grid's code and `GET /countries` together, rather than one after the other. */
export function preloadCountriesGrid(): void {
  // A failure here surfaces in the grid itself (error box with Try Again, or the error page).
  void loadCountriesGrid().catch(() => undefined)
  void import('../features/countries/api/get-countries')
    .then(({ preloadCountries }) => preloadCountries())
    .catch(() => undefined)
}

/**
 * Data the page the app starts on needs, requested beside the 1-second start spinner (spec 2.3), so
 * it is there when the spinner ends: the page itself renders hidden meanwhile and runs no effects,
 * so its own request would start only then.
 */
export function preloadAtStart(pathname: string): void {
  const countryPage = matchPath(paths.countryTransfer.path, pathname)
  const id = countryPage?.params.id
  if (id) {
    void import('../features/countries/api/get-country')
      // A failure is the page's to show (its own request gets the same answer); only keep it out of the console here.
      .then(({ preloadCountry }) => preloadCountry(id))
      .catch(() => undefined)
  }
}
