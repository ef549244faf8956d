import { ClaimsPage } from '../../../features/claims/components/claims-page'

/** /dashboard/claims, the error claims senders reported (verified staff; the API refuses others). */
export default function ClaimsRoute() {
  return <ClaimsPage />
}
