import { useId, useState, type FormEvent } from 'react'
import { DOCUMENT_DESCRIPTION_MAX_LENGTH, DOCUMENT_NAME_MAX_LENGTH, type Document } from '../../../../../shared/documents/document-schemas'
import { Button } from '../../../components/button/button'
import { FormAlert } from '../../../components/form/form-alert'
import { TextField } from '../../../components/form/text-field'
import { ApiError } from '../../../lib/api-client'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { uploadDocument, type UploadStage } from '../api/upload-document'
import { ACCEPT, DOCUMENT_TEXTS, formatBytes } from '../document-format'
import { checkDocument, documentErrors, type DocumentErrors, type DocumentField, type DocumentValues } from '../document-form'

export interface UploadDocumentFormProps {
  /** A document was uploaded and accepted, or the server refused its file (it is then listed as rejected). */
  onSettled: (document: Document | undefined) => void
}

const EMPTY: DocumentValues = { name: '', description: '', file: null }

function stageText(stage: UploadStage, fileName: string): string {
  if (stage.name === 'declaring') return 'Preparing the upload…'
  if (stage.name === 'checking') return 'Checking the file…'
  return `Uploading ${fileName}: ${Math.round(stage.fraction * 100)}%`
}

/** The progress of an upload: the bytes sent while sending, an indeterminate bar before and after. */
function UploadProgress({ stage, fileName }: { stage: UploadStage; fileName: string }) {
  const text = stageText(stage, fileName)
  return (
    <div className="upload-progress">
      {stage.name === 'sending' ? (
        <progress className="upload-progress__bar" max={100} value={Math.round(stage.fraction * 100)} aria-label="Upload progress" />
      ) : (
        <progress className="upload-progress__bar" aria-label="Upload progress" />
      )}
      <p className="upload-progress__text" aria-live="polite">
        {text}
      </p>
    </div>
  )
}

/**
 * Upload Documents (spec 2.11, made real): document name, description and file, all required with
 * the API's own rules and messages, checked before anything is sent (type by the file's first bytes,
 * size at most 10 MB); then create → upload with real progress → the server's check.
 */
export function UploadDocumentForm({ onSettled }: UploadDocumentFormProps) {
  const call = useAuthedCall()
  const fileId = useId()
  const descriptionId = useId()
  const [values, setValues] = useState<DocumentValues>(EMPTY)
  const [touched, setTouched] = useState<Partial<Record<DocumentField, boolean>>>({})
  const [checkErrors, setCheckErrors] = useState<DocumentErrors>({})
  const [stage, setStage] = useState<UploadStage | null>(null)
  const [failure, setFailure] = useState<string | undefined>()
  const [success, setSuccess] = useState<string | undefined>()
  // A new file input after each upload (a file input's value cannot be set back).
  const [formKey, setFormKey] = useState(0)

  const errors = { ...documentErrors(values), ...checkErrors }
  const shown = (field: DocumentField) => (touched[field] ? errors[field] : undefined)
  const busy = stage !== null

  const set = <F extends DocumentField>(field: F, value: DocumentValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }))
    setCheckErrors((current) => ({ ...current, [field]: undefined }))
    setSuccess(undefined)
  }
  const leave = (field: DocumentField) => () => setTouched((current) => ({ ...current, [field]: true }))

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setTouched({ name: true, description: true, file: true })
    setFailure(undefined)
    setSuccess(undefined)
    const checked = await checkDocument(values)
    if (!checked.ok) {
      setCheckErrors(checked.errors)
      return
    }
    try {
      const document = await uploadDocument(call, checked.document, setStage)
      setValues(EMPTY)
      setTouched({})
      setFormKey((key) => key + 1)
      setSuccess(DOCUMENT_TEXTS.uploaded)
      onSettled(document)
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
      // The server refused the stored file: the document is now listed as rejected, with the reason.
      if (error instanceof ApiError && error.status === 422) onSettled(undefined)
    } finally {
      setStage(null)
    }
  }

  const descriptionError = shown('description')
  const fileError = shown('file')
  const fileHintId = `${fileId}-hint`
  const fileErrorId = `${fileId}-error`
  return (
    <form key={formKey} className="upload-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
      {failure ? (
        <FormAlert>
          <strong>{DOCUMENT_TEXTS.uploadFailed}:</strong> {failure}
        </FormAlert>
      ) : null}
      {success ? <FormAlert tone="success">{success}</FormAlert> : null}
      <TextField
        label="Document name"
        name="name"
        required
        maxLength={DOCUMENT_NAME_MAX_LENGTH}
        placeholder="e.g. Passport"
        value={values.name}
        error={shown('name')}
        disabled={busy}
        onChange={(event) => set('name', event.target.value)}
        onBlur={leave('name')}
      />
      <div className="field">
        <label htmlFor={descriptionId} className="field__label">
          Description
        </label>
        <textarea
          id={descriptionId}
          name="description"
          className="field__input upload-form__description"
          required
          rows={3}
          maxLength={DOCUMENT_DESCRIPTION_MAX_LENGTH}
          placeholder="e.g. Photo page of my passport"
          value={values.description}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
          disabled={busy}
          onChange={(event) => set('description', event.target.value)}
          onBlur={leave('description')}
        />
        {descriptionError ? (
          <p id={`${descriptionId}-error`} className="field__error">
            {descriptionError}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={fileId} className="field__label">
          File
        </label>
        <input
          id={fileId}
          name="file"
          type="file"
          className="field__input upload-form__file"
          accept={ACCEPT}
          required
          aria-invalid={fileError ? true : undefined}
          aria-describedby={[fileHintId, fileError ? fileErrorId : ''].filter(Boolean).join(' ')}
          disabled={busy}
          onChange={(event) => {
            set('file', event.target.files?.[0] ?? null)
            setTouched((current) => ({ ...current, file: true }))
          }}
        />
        <p id={fileHintId} className="field__hint">
          PDF, JPEG or PNG, up to 10 MB.{values.file ? ` Selected: ${values.file.name} (${formatBytes(values.file.size)}).` : ''}
        </p>
        {fileError ? (
          <p id={fileErrorId} className="field__error">
            {fileError}
          </p>
        ) : null}
      </div>
      {stage ? <UploadProgress stage={stage} fileName={values.file?.name ?? ''} /> : null}
      <div className="upload-form__actions">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Uploading…' : 'Upload Document'}
        </Button>
      </div>
    </form>
  )
}
