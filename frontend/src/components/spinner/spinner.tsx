import './spinner.css'

export interface SpinnerProps {
  /** Accessible name and announced text. */
  label?: string
  /** `page` fills the content area (app start, home, lazy routes); `inline` sits in a line of text. */
  size?: 'page' | 'inline'
}

/** The one loading indicator of the app. */
export function Spinner({ label = 'Loading…', size = 'page' }: SpinnerProps) {
  return (
    <div role="status" aria-label={label} className={`spinner spinner--${size}`}>
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}
