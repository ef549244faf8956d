import { ComplianceReviewPage } from '../../../features/compliance/components/compliance-review-page'

/** /dashboard/compliance, the transfers held for review (verified staff; the API refuses others). */
export default function ComplianceRoute() {
  return <ComplianceReviewPage />
}
