import { useParams } from 'react-router'
import { TrackingPage } from '../../features/tracking/components/tracking-page'

/** `/track/:token`: the recipient's tracking page (public; the link in their SMS). */
export default function TrackRoute() {
  const { token = '' } = useParams()
  return <TrackingPage key={token} token={token} />
}
