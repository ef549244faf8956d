import { ActionBar } from '../../../components/action-bar/action-bar'
import { useId, useState, type FormEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { DOCUMENT_DESCRIPTION_MAX_LENGTH, DOCUMENT_NAME_MAX_LENGTH, type Document } from '../../../../../shared/documents/document-schemas'
import { Button } from '../../../components/button/button'
import { FormAlert } from '../../../components/form/form-alert'
import { TextField } from '../../../components/form/text-field'
import { ApiError } from '../../../lib/api-client'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { uploadDocument, type UploadStage } from '../api/upload-document'
import { ACCEPT, DOCUMENT_TEXTS, formatBytes } from '../document-format'
import { documentResolver, type CheckedDocument, type DocumentValues } from '../document-form'

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
  const { register, handleSubmit, setValue, reset, control, formState } = useForm<DocumentValues, unknown, CheckedDocument>({
    mode: 'onTouched',
    defaultValues: EMPTY,
    resolver: documentResolver,
  })
  const file = useWatch({ control, name: 'file' })
  const [stage, setStage] = useState<UploadStage | null>(null)
  const [failure, setFailure] = useState<string | undefined>()
  const [success, setSuccess] = useState<string | undefined>()
  // A new file input after each upload (a file input's value cannot be set back).
  const [formKey, setFormKey] = useState(0)

  const shown = (field: keyof DocumentValues) => formState.errors[field]?.message
  const busy = stage !== null || formState.isSubmitting

  async function upload(document: CheckedDocument) {
    try {
      const uploaded = await uploadDocument(call, document, setStage)
      reset(EMPTY)
      setFormKey((key) => key + 1)
      setSuccess(DOCUMENT_TEXTS.uploaded)
      onSettled(uploaded)
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
      // The server refused the stored file: the document is now listed as rejected, with the reason.
      if (error instanceof ApiError && error.status === 422) onSettled(undefined)
    } finally {
      setStage(null)
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(undefined)
    setSuccess(undefined)
    void handleSubmit(upload)(event)
  }

  const descriptionError = shown('description')
  const fileError = shown('file')
  const fileHintId = `${fileId}-hint`
  const fileErrorId = `${fileId}-error`
  return (
    <form key={formKey} className="upload-form" noValidate onSubmit={submit} onChange={() => setSuccess(undefined)} aria-busy={busy || undefined}>
      {failure ? (
        <FormAlert>
          <strong>{DOCUMENT_TEXTS.uploadFailed}:</strong> {failure}
        </FormAlert>
      ) : null}
      {success ? <FormAlert tone="success">{success}</FormAlert> : null}
      <TextField
        label="Document name"
        required
        maxLength={DOCUMENT_NAME_MAX_LENGTH}
        placeholder="e.g. Passport"
        {...register('name')}
        error={shown('name')}
        readOnly={busy}
      />
      <div className="field">
        <label htmlFor={descriptionId} className="field__label">
          Description
        </label>
        <textarea
          id={descriptionId}
          className="field__input upload-form__description"
          required
          rows={3}
          maxLength={DOCUMENT_DESCRIPTION_MAX_LENGTH}
          placeholder="e.g. Photo page of my passport"
          {...register('description')}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
          readOnly={busy}
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
          onChange={(event) => setValue('file', event.target.files?.[0] ?? null, { shouldTouch: true, shouldValidate: true })}
        />
        <p id={fileHintId} className="field__hint">
          PDF, JPEG or PNG, up to 10 MB.{file ? ` Selected: ${file.name} (${formatBytes(file.size)}).` : ''}
        </p>
        {fileError ? (
          <p id={fileErrorId} className="field__error">
            {fileError}
          </p>
        ) : null}
      </div>
      {stage ? <UploadProgress stage={stage} fileName={file?.name ?? ''} /> : null}
      <ActionBar align="end">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Uploading…' : 'Upload Document'}
        </Button>
      </ActionBar>
    </form>
  )
}
