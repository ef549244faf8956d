import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { ACCEPT, formatBytes } from '../document-format'

interface FileFieldProps {
  /** The file chosen, if any. */
  file: File | null | undefined
  error: string | undefined
  busy: boolean
  onPick: (file: File | null) => void
}

/** The document's file: the kinds and size allowed, and the name and size of the one chosen. */
export function FileField({ file, error, busy, onPick }: FileFieldProps) {
  const fileId = useId()
  const fileHintId = `${fileId}-hint`
  const fileErrorId = `${fileId}-error`
  const selectedName = file?.name
  const selectedSize = file ? formatBytes(file.size) : undefined
  return (
    <div className="field">
      <label htmlFor={fileId} className="field__label">
        <Trans>File</Trans>
      </label>
      <input
        id={fileId}
        name="file"
        type="file"
        className="field__input upload-form__file"
        accept={ACCEPT}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={[fileHintId, error ? fileErrorId : ''].filter(Boolean).join(' ')}
        disabled={busy}
        onChange={(event) => onPick(event.target.files?.[0] ?? null)}
      />
      <p id={fileHintId} className="field__hint">
        <Trans>PDF, JPEG or PNG, up to 10 MB.</Trans>
        {file ? ' ' : null}
        {file ? (
          <Trans>
            Selected: {selectedName} ({selectedSize}).
          </Trans>
        ) : null}
      </p>
      {error ? (
        <p id={fileErrorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
