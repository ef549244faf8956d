import { useDocuments } from '../api/list-documents'
import { DocumentsList } from './documents-list'

/** An admin's view of someone's documents on their profile, to decide their Verified status. */
export function UserDocuments({ userId }: { userId: string }) {
  const documents = useDocuments(userId)
  return (
    <section className="documents-card" aria-labelledby="user-documents-title">
      <h3 id="user-documents-title" className="documents-card__title">
        Documents
      </h3>
      <DocumentsList documents={documents} canDelete={false} emptyHint="This user has not uploaded any documents." />
    </section>
  )
}
