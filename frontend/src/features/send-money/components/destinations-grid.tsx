import { lazy, Suspense, useEffect, useRef } from 'react'
import { useNearViewport } from '../../../hooks/use-near-viewport'
import { CountriesSkeleton } from '../../../entities/transfer/components/countries-skeleton'

/**
 * The countries grid: its code carries the API client, the route table, zod/mini and SWR's hook,
 * so it is a chunk of its own, loaded — with the list — when the grid nears the
 * viewport. The hero fills a first screen, so a first visit's initial load stays small.
 */
const loadCountriesGrid = () => import('../../../entities/transfer/components/countries-grid')

/** Starts the grid's code and `GET /countries` together, rather than one after the other. */
function preloadCountriesGrid(): void {
  // A failure here surfaces in the grid itself (error box with Try Again, or the error page).
  void loadCountriesGrid().catch(() => undefined)
  void import('../../../entities/transfer/api/get-countries').then(({ preloadCountries }) => preloadCountries()).catch(() => undefined)
}

const CountriesGrid = lazy(() => loadCountriesGrid().then((module) => ({ default: module.CountriesGrid })))

/** How far below the fold the grid starts loading: about a flick of the thumb ahead of the reader. */
const GRID_LOAD_MARGIN = '0px 0px 300px 0px'

/** The skeleton until the grid nears the viewport, then the grid (its code and the list load then). */
export function DestinationsGrid() {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref, GRID_LOAD_MARGIN)
  useEffect(() => {
    if (near) preloadCountriesGrid()
  }, [near])
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={<CountriesSkeleton />}>
          <CountriesGrid />
        </Suspense>
      ) : (
        <CountriesSkeleton />
      )}
    </div>
  )
}
