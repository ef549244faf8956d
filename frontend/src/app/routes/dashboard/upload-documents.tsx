import { UploadDocumentsPage } from '../../../features/documents/components/upload-documents-page'

/** Spec 2.11: /dashboard/upload-documents. */
export default function UploadDocumentsRoute() {
  return <UploadDocumentsPage />
}
