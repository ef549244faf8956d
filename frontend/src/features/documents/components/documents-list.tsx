import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Document } from '../../../../../shared/documents/document-schemas'
import { Button } from '../../../components/button/button'
import { ConfirmDialog, DELETE_QUESTION, MessageDialog, type Failure } from '../../../components/confirm-dialog/confirm-dialog'
import { ErrorBox } from '../../../components/error-box/error-box'
import { LoadMoreButton } from '../../../components/pager/load-more-button'
import { Spinner } from '../../../components/spinner/spinner'
import { showToast } from '../../../components/toast/toast-store'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { deleteDocument } from '../api/delete-document'
import { downloadDocument } from '../api/download-document'
import type { useDocuments } from '../api/list-documents'
import { DOCUMENT_TEXTS, DOCUMENTS_TOAST_MS, formatBytes, formatUploadDate, STATUS_LABELS, TYPE_LABELS } from '../document-format'
import './documents.css'

export interface DocumentsListProps {
  documents: ReturnType<typeof useDocuments>
  /** The owner may delete; staff looking at someone's documents only download them. */
  canDelete: boolean
  /** Shown when there is nothing yet. */
  emptyHint: string
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Green once checked, amber while waiting, red when refused. */
const TONE: Record<Document['status'], string> = { uploaded: 'success', pending: 'warning', rejected: 'danger' }

function StatusBadge({ document }: { document: Document }) {
  const { i18n } = useLingui()
  return <span className={`document-status pill tone-${TONE[document.status]}`}>{i18n._(STATUS_LABELS[document.status])}</span>
}

/**
 * A user's documents, newest first: name, description, type, size, status (with the reason of a
 * rejection), upload date, and Download (checked files only) and Delete (after a confirmation).
 */
export function DocumentsList({ documents, canDelete, emptyHint }: DocumentsListProps) {
  const { t, i18n } = useLingui()
  const call = useAuthedCall()
  const [deleting, setDeleting] = useState<{ document: Document | null; open: boolean }>({ document: null, open: false })
  const [downloadError, setDownloadError] = useState<string | null>(null)
  const [downloading, setDownloading] = useState<string | null>(null)

  if (documents.isLoading) return <Spinner label={t`Loading documents…`} size="inline" />
  if (documents.error && documents.documents.length === 0) {
    return <ErrorBox title={i18n._(DOCUMENT_TEXTS.loadFailed)} message={documents.error.message} onRetry={() => void documents.reload()} />
  }
  if (documents.documents.length === 0) {
    return (
      <div className="documents-empty">
        <p className="documents-empty__title">{i18n._(DOCUMENT_TEXTS.empty)}</p>
        <p>{emptyHint}</p>
      </div>
    )
  }

  const download = async (document: Document) => {
    setDownloading(document.id)
    try {
      await downloadDocument(call, document.id)
    } catch (error) {
      setDownloadError(messageOf(error))
    } finally {
      setDownloading(null)
    }
  }

  const confirmDelete = async () => {
    const { document } = deleting
    if (!document) return
    await deleteDocument(call, document.id)
    void documents.remove(document.id)
    showToast(i18n._(DOCUMENT_TEXTS.deleted), { durationMs: DOCUMENTS_TOAST_MS })
  }

  return (
    <>
      <ul className="documents-list stack">
        {documents.documents.map((document) => {
          const { name, createdAt } = document
          const uploadedOn = formatUploadDate(createdAt)
          return (
            <li key={document.id} className="document-item">
              <div className="document-item__main">
                <p className="document-item__name">{document.name}</p>
                <p className="document-item__description">{document.description}</p>
                <p className="document-item__meta">
                  <span>{document.fileName}</span>
                  <span>{TYPE_LABELS[document.contentType]}</span>
                  <span>{formatBytes(document.size)}</span>
                  <span>
                    <Trans>
                      Uploaded <time dateTime={createdAt}>{uploadedOn}</time>
                    </Trans>
                  </span>
                </p>
                {document.status === 'rejected' && document.reason ? <p className="document-item__reason">{document.reason}</p> : null}
              </div>
              <div className="document-item__side split-row">
                <StatusBadge document={document} />
                <div className="document-item__actions">
                  {document.status === 'uploaded' ? (
                    <Button
                      variant="secondary"
                      onClick={() => void download(document)}
                      disabled={downloading === document.id}
                      aria-label={t`Download ${name}`}
                    >
                      {downloading === document.id ? <Trans>Preparing…</Trans> : <Trans>Download</Trans>}
                    </Button>
                  ) : null}
                  {canDelete ? (
                    <Button
                      variant="secondary"
                      className="document-item__delete"
                      onClick={() => setDeleting({ document, open: true })}
                      aria-label={t`Delete ${name}`}
                    >
                      <Trans>Delete</Trans>
                    </Button>
                  ) : null}
                </div>
              </div>
            </li>
          )
        })}
      </ul>
      {documents.error ? (
        <ErrorBox title={i18n._(DOCUMENT_TEXTS.loadFailed)} message={documents.error.message} onRetry={() => void documents.reload()} />
      ) : null}
      <LoadMoreButton pages={documents} labels={DOCUMENT_TEXTS.more} className="documents-more" />
      <ConfirmDialog
        open={deleting.open}
        title={i18n._(DELETE_QUESTION.title)}
        message={i18n._(DELETE_QUESTION.message)}
        confirmLabel={t`Yes, delete it!`}
        tone="danger"
        onConfirm={confirmDelete}
        describeFailure={(error): Failure => ({ title: i18n._(DOCUMENT_TEXTS.deleteFailed), message: messageOf(error) })}
        onClose={() => setDeleting((current) => ({ ...current, open: false }))}
      />
      <MessageDialog
        open={downloadError !== null}
        title={i18n._(DOCUMENT_TEXTS.downloadFailed)}
        message={downloadError ?? ''}
        onClose={() => setDownloadError(null)}
      />
    </>
  )
}
