import { lazy, Suspense, useRef } from 'react'
import { useNearViewport } from '../hooks/use-near-viewport'

// The box brings its form library (react-hook-form): a chunk of its own, so no page's first load carries it.
const NewsletterForm = lazy(() => import('../features/newsletter/components/newsletter-form'))

/** About a flick of the thumb before the footer shows, as the home page's countries grid. */
const LOAD_MARGIN = '0px 0px 300px 0px'

/** The footer's newsletter box, loaded as the footer nears the viewport. */
export function NewsletterSlot() {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref, LOAD_MARGIN)
  return (
    <div ref={ref} className="newsletter-slot">
      {near ? (
        <Suspense fallback={null}>
          <NewsletterForm />
        </Suspense>
      ) : null}
    </div>
  )
}
