import { VerificationsPage } from '../../../features/verification/components/verifications-page'

/** /dashboard/verifications, the uploads waiting for verification (verified staff; the API refuses others). */
export default function VerificationsRoute() {
  return <VerificationsPage />
}
