import { HomePage } from '../features/home/components/home-page'
import { DestinationsGrid } from '../features/send-money/components/destinations-grid'

/** The home page's sections with the destinations grid in its place: one chunk (see preload.ts). */
export function HomeSections({ signedIn }: { signedIn: boolean }) {
  return <HomePage signedIn={signedIn} destinations={<DestinationsGrid />} />
}
