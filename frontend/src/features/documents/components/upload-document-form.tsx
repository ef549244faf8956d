import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { ActionBar } from '../../../components/action-bar/action-bar'
import { useState, type FormEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { DOCUMENT_DESCRIPTION_MAX_LENGTH, DOCUMENT_NAME_MAX_LENGTH, type Document } from '../../../../../shared/documents/document-schemas'
import { Button } from '../../../components/button/button'
import { FormAlert } from '../../../components/form/form-alert'
import { TextAreaField } from '../../../components/form/text-area-field'
import { TextField } from '../../../components/form/text-field'
import { ApiError } from '../../../lib/api-client'
import { intlLocale } from '../../../lib/i18n/i18n'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { uploadDocument, UploadFailedError, type UploadStage } from '../api/upload-document'
import { DOCUMENT_TEXTS } from '../document-format'
import { documentResolver, type CheckedDocument, type DocumentValues } from '../document-form'
import { FileField } from './document-file-field'

export interface UploadDocumentFormProps {
  /** A document was uploaded and accepted, or the server refused its file (it is then listed as rejected). */
  onSettled: (document: Document | undefined) => void
}

const EMPTY: DocumentValues = { name: '', description: '', file: null }

function stageText(i18n: I18n, stage: UploadStage, fileName: string): string {
  if (stage.name === 'declaring') return i18n._(msg`Preparing the upload…`)
  if (stage.name === 'checking') return i18n._(msg`Checking the file…`)
  // '38%' in the reader's language (some put the sign first).
  const percent = new Intl.NumberFormat(intlLocale(), { style: 'percent', maximumFractionDigits: 0 }).format(Math.round(stage.fraction * 100) / 100)
  return i18n._(msg`Uploading ${fileName}: ${percent}`)
}

/** Why the upload failed, in the reader's language when it is storage's failure (the server's own words otherwise). */
function uploadFailedText(i18n: I18n, error: unknown): string {
  if (error instanceof UploadFailedError) {
    const { status } = error
    return status === undefined
      ? i18n._(msg`The file could not be uploaded. Check your connection and try again.`)
      : i18n._(msg`The file could not be uploaded. Check your connection and try again. (storage answered ${status})`)
  }
  return error instanceof Error ? error.message : String(error)
}

/** The progress of an upload: the bytes sent while sending, an indeterminate bar before and after. */
function UploadProgress({ stage, fileName }: { stage: UploadStage; fileName: string }) {
  const { t, i18n } = useLingui()
  const text = stageText(i18n, stage, fileName)
  return (
    <div className="upload-progress">
      {stage.name === 'sending' ? (
        <progress className="upload-progress__bar" max={100} value={Math.round(stage.fraction * 100)} aria-label={t`Upload progress`} />
      ) : (
        <progress className="upload-progress__bar" aria-label={t`Upload progress`} />
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
  const { t, i18n } = useLingui()
  const call = useAuthedCall()
  const { register, handleSubmit, setValue, reset, control, formState } = useForm<DocumentValues, unknown, CheckedDocument>({
    mode: 'onTouched',
    defaultValues: EMPTY,
    resolver: documentResolver,
  })
  const file = useWatch({ control, name: 'file' })
  const [stage, setStage] = useState<UploadStage | null>(null)
  const [failure, setFailure] = useState<string | undefined>()
  const [success, setSuccess] = useState(false)
  // A new file input after each upload (a file input's value cannot be set back).
  const [formKey, setFormKey] = useState(0)

  const shown = (field: keyof DocumentValues) => formState.errors[field]?.message
  const busy = stage !== null || formState.isSubmitting

  async function upload(document: CheckedDocument) {
    try {
      const uploaded = await uploadDocument(call, document, setStage)
      reset(EMPTY)
      setFormKey((key) => key + 1)
      setSuccess(true)
      onSettled(uploaded)
    } catch (error) {
      setFailure(uploadFailedText(i18n, error))
      // The server refused the stored file: the document is now listed as rejected, with the reason.
      if (error instanceof ApiError && error.status === 422) onSettled(undefined)
    } finally {
      setStage(null)
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(undefined)
    setSuccess(false)
    void handleSubmit(upload)(event)
  }

  return (
    <form key={formKey} className="upload-form" noValidate onSubmit={submit} onChange={() => setSuccess(false)} aria-busy={busy || undefined}>
      {failure ? (
        <FormAlert>
          <strong>
            <Trans>Upload failed:</Trans>
          </strong>{' '}
          {failure}
        </FormAlert>
      ) : null}
      {success ? <FormAlert tone="success">{i18n._(DOCUMENT_TEXTS.uploaded)}</FormAlert> : null}
      <TextField
        label={t`Document name`}
        required
        maxLength={DOCUMENT_NAME_MAX_LENGTH}
        placeholder={t`e.g. Passport`}
        {...register('name')}
        error={shown('name')}
        readOnly={busy}
      />
      <TextAreaField
        label={t`Description`}
        required
        rows={3}
        maxLength={DOCUMENT_DESCRIPTION_MAX_LENGTH}
        placeholder={t`e.g. Photo page of my passport`}
        {...register('description')}
        error={shown('description')}
        readOnly={busy}
      />
      <FileField
        file={file}
        error={shown('file')}
        busy={busy}
        onPick={(picked) => setValue('file', picked, { shouldTouch: true, shouldValidate: true })}
      />
      {stage ? <UploadProgress stage={stage} fileName={file?.name ?? ''} /> : null}
      <ActionBar align="end">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Trans>Uploading…</Trans> : <Trans>Upload Document</Trans>}
        </Button>
      </ActionBar>
    </form>
  )
}
