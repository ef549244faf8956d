import { Card } from '../../../components/card/card'
import { useDocuments } from '../api/list-documents'
import { DocumentsList } from './documents-list'

/** An admin's view of someone's documents on their profile, to decide their Verified status. */
export function UserDocuments({ userId }: { userId: string }) {
  const documents = useDocuments(userId)
  return (
    <Card title="Documents" titleId="user-documents-title" titleAs="h3">
      <DocumentsList documents={documents} canDelete={false} emptyHint="This user has not uploaded any documents." />
    </Card>
  )
}
