import { useLingui } from '@lingui/react/macro'
import { useParams } from 'react-router'
import { Card } from '../../../components/card/card'
import { useDocuments } from '../../../features/documents/api/list-documents'
import { DocumentsList } from '../../../features/documents/components/documents-list'
import { IdentityCard } from '../../../features/users/components/identity-card'
import { VerificationReviewPage } from '../../../features/verification/components/verification-review-page'

/**
 * /dashboard/users/{id}/verification (verified staff): a verification review, composed here
 * because it takes three features: the user's documents (open/download), their identity details, and
 * the review itself, whose form names one of the uploaded documents as the one checked.
 */
export default function VerificationReviewRoute() {
  const { t } = useLingui()
  const { id = '' } = useParams()
  const documents = useDocuments(id)
  const uploaded = documents.documents
    .filter((document) => document.status === 'uploaded')
    .map(({ id: documentId, name }) => ({ id: documentId, name }))
  return (
    <VerificationReviewPage
      userId={id}
      documents={uploaded}
      documentsPanel={
        <Card title={t`Documents`} titleId="verification-documents" titleAs="h3">
          <DocumentsList documents={documents} canDelete={false} emptyHint={t`This user has not uploaded any documents.`} />
        </Card>
      }
      identityPanel={<IdentityCard userId={id} />}
    />
  )
}
