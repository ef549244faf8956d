import { ClaimsPage } from '../../../features/claims/components/claims-page'

/** Issue 16: /dashboard/claims, the error claims senders reported (verified staff; the API refuses others). */
export function ClaimsRoute() {
  return <ClaimsPage />
}

export default ClaimsRoute
