import { Trans, useLingui } from '@lingui/react/macro'
import { TextField } from '../../../components/form/text-field'
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
  const { t } = useLingui()
  const selectedName = file?.name
  const selectedSize = file ? formatBytes(file.size) : undefined
  return (
    <TextField
      label={t`File`}
      className="upload-form__file"
      name="file"
      type="file"
      accept={ACCEPT}
      required
      error={error}
      hint={
        <>
          <Trans>PDF, JPEG or PNG, up to 10 MB.</Trans>
          {file ? ' ' : null}
          {file ? (
            <Trans>
              Selected: {selectedName} ({selectedSize}).
            </Trans>
          ) : null}
        </>
      }
      disabled={busy}
      onChange={(event) => onPick(event.target.files?.[0] ?? null)}
    />
  )
}
