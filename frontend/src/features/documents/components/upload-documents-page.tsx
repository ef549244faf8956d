import { useLingui } from '@lingui/react/macro'
import { Card } from '../../../components/card/card'
import { useDocuments } from '../api/list-documents'
import { DocumentsList } from './documents-list'
import { UploadDocumentForm } from './upload-document-form'

/** Upload Documents (spec 2.11): the form, then the signed-in user's documents. */
export function UploadDocumentsPage() {
  const { t } = useLingui()
  const documents = useDocuments()
  return (
    <div className="documents-page">
      <Card
        title={t`Upload a document`}
        titleId="upload-title"
        lead={t`Identity papers help us verify your account. Your files are stored privately.`}
      >
        <UploadDocumentForm onSettled={(document) => void (document ? documents.upsert(document) : documents.reload())} />
      </Card>
      <Card title={t`My Documents`} titleId="my-documents-title">
        <DocumentsList documents={documents} canDelete emptyHint={t`Documents you upload appear here with their status.`} />
      </Card>
    </div>
  )
}
