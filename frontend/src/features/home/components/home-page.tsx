import { lazy, Suspense, useEffect, useRef } from 'react'
import { useNearViewport } from '../../../hooks/use-near-viewport'
import { CountriesSkeleton } from '../../countries/components/countries-skeleton'
import { FeaturesSection } from './features-section'
import { Hero } from './hero'
import { MobileAppSection } from './mobile-app-section'
import { SecuritySection } from './security-section'
import { ServicesSection } from './services-section'
import { StatsSection } from './stats-section'

/**
 * The countries grid: its code carries the API client, the route table, zod/mini and SWR's hook,
 * so it is a chunk of its own, loaded — with the list — when the grid nears the
 * viewport. The hero fills a first screen, so a first visit's initial load stays small.
 */
const loadCountriesGrid = () => import('../../countries/components/countries-grid')

/** Starts the grid's code and `GET /countries` together, rather than one after the other. */
function preloadCountriesGrid(): void {
  // A failure here surfaces in the grid itself (error box with Try Again, or the error page).
  void loadCountriesGrid().catch(() => undefined)
  void import('../../countries/api/get-countries').then(({ preloadCountries }) => preloadCountries()).catch(() => undefined)
}

const CountriesGrid = lazy(() => loadCountriesGrid().then((module) => ({ default: module.CountriesGrid })))

const DESTINATIONS_ANCHOR = 'destinations'
/** How far below the fold the grid starts loading: about a flick of the thumb ahead of the reader. */
const GRID_LOAD_MARGIN = '0px 0px 300px 0px'

/** The skeleton until the grid nears the viewport, then the grid (its code and the list load then). */
function DestinationsGrid() {
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

/**
 * Spec 2.3, the home page's sections: hero, countries grid, stats, features, services, security,
 * app. A chunk of its own (app/routes/home.tsx loads it during the 1-second spinner), so no other
 * page's first load carries them.
 */
export function HomePage({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <Hero destinationsAnchor={DESTINATIONS_ANCHOR} signedIn={signedIn} />
      <section id={DESTINATIONS_ANCHOR} className="section" aria-labelledby="destinations-title">
        <div className="container">
          <header className="section__header">
            <p className="section__eyebrow">Where we send</p>
            <h2 id="destinations-title" className="section__title">
              Choose a destination
            </h2>
            <p className="section__lead">Pick the country your family lives in to see the fee and total before you send.</p>
          </header>
          <DestinationsGrid />
        </div>
      </section>
      <StatsSection />
      <FeaturesSection />
      <ServicesSection />
      <SecuritySection />
      <MobileAppSection />
    </>
  )
}
