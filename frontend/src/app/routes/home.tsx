import { lazy, Suspense, useEffect, useRef } from 'react'
import { Spinner } from '../../components/spinner/spinner'
import { PAGE_SPINNER_MS, pageTitle } from '../../config/site'
import { CountriesSkeleton } from '../../features/countries/components/countries-skeleton'
import { FeaturesSection } from '../../features/home/components/features-section'
import { Hero } from '../../features/home/components/hero'
import { MobileAppSection } from '../../features/home/components/mobile-app-section'
import { SecuritySection } from '../../features/home/components/security-section'
import { ServicesSection } from '../../features/home/components/services-section'
import { StatsSection } from '../../features/home/components/stats-section'
import { useDelayElapsed } from '../../hooks/use-delay-elapsed'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { useNearViewport } from '../../hooks/use-near-viewport'
import { loadCountriesGrid, preloadCountriesGrid } from '../preload'

// A separate chunk (see app/preload.ts), loaded when the grid nears the viewport.
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

/** Spec 2.3: a 1-second spinner, then hero, countries grid, stats, features, services, security, app. */
export function HomeRoute() {
  useDocumentTitle(pageTitle())
  const ready = useDelayElapsed(PAGE_SPINNER_MS)
  if (!ready) return <Spinner />
  return (
    <>
      <Hero destinationsAnchor={DESTINATIONS_ANCHOR} />
      <section id={DESTINATIONS_ANCHOR} className="section" aria-labelledby="destinations-title">
        <div className="container">
          <header className="section__header">
            <p className="section__eyebrow">Where we send</p>
            <h2 id="destinations-title" className="section__title">
              Choose a destination
            </h2>
            <p className="section__lead">
              Pick the country your family lives in to see the fee and total before you send.
            </p>
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
