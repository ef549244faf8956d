import { useLingui } from '@lingui/react/macro'
import { Card } from '../../../components/card/card'
import { useDocuments } from '../api/list-documents'
import { DocumentsList } from './documents-list'

/** An admin's view of someone's documents on their profile, to decide their Verified status. */
export function UserDocuments({ userId }: { userId: string }) {
  const { t } = useLingui()
  const documents = useDocuments(userId)
  return (
    <Card title={t`Documents`} titleId="user-documents-title" titleAs="h3">
      <DocumentsList documents={documents} canDelete={false} emptyHint={t`This user has not uploaded any documents.`} />
    </Card>
  )
}
