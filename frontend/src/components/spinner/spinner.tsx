import { useLingui } from '@lingui/react/macro'
import './spinner.css'

export interface SpinnerProps {
  /** Accessible name and announced text ('Loading…' in the reader's language unless given). */
  label?: string
  /** `page` fills the content area (app start, home, lazy routes); `inline` sits in a line of text. */
  size?: 'page' | 'inline'
}

/** The one loading indicator of the app. */
export function Spinner({ label, size = 'page' }: SpinnerProps) {
  const { t } = useLingui()
  const name = label ?? t`Loading…`
  return (
    <div role="status" aria-label={name} className={`spinner spinner--${size}`}>
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{name}</span>
    </div>
  )
}
