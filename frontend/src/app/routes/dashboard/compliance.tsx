import { ComplianceReviewPage } from '../../../features/compliance/components/compliance-review-page'

/** Issue 17: /dashboard/compliance, the transfers held for review (verified staff; the API refuses others). */
export default function ComplianceRoute() {
  return <ComplianceReviewPage />
}
