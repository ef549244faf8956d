/**
 * Code and data the home page needs, started at app start beside the first paint so both are ready
 * when the 1-second spinner ends. The countries grid carries the API client, the route table and
 * zod/mini (~8 KB gzip together), which is why it is a separate chunk rather than part of the entry.
 */
export const loadCountriesGrid = () => import('../features/countries/components/countries-grid')

export function preloadAtStart(): void {
  // A failure here surfaces in the grid itself (error box with Try Again, or the error page).
  void loadCountriesGrid().catch(() => undefined)
  void import('../features/countries/api/get-countries')
    .then(({ preloadCountries }) => preloadCountries())
    .catch(() => undefined)
}
