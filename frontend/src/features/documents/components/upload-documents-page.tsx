import { useDocuments } from '../api/list-documents'
import { DocumentsList } from './documents-list'
import { UploadDocumentForm } from './upload-document-form'

/** Upload Documents (spec 2.11): the form, then the signed-in user's documents. */
export function UploadDocumentsPage() {
  const documents = useDocuments()
  return (
    <div className="documents-page">
      <section className="documents-card" aria-labelledby="upload-title">
        <h2 id="upload-title" className="documents-card__title">
          Upload a document
        </h2>
        <p className="documents-card__intro">Identity papers help us verify your account. Your files are stored privately.</p>
        <UploadDocumentForm onSettled={(document) => void (document ? documents.upsert(document) : documents.reload())} />
      </section>
      <section className="documents-card" aria-labelledby="my-documents-title">
        <h2 id="my-documents-title" className="documents-card__title">
          My Documents
        </h2>
        <DocumentsList documents={documents} canDelete emptyHint="Documents you upload appear here with their status." />
      </section>
    </div>
  )
}
