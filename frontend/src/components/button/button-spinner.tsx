import '../spinner/spinner.css'

/** A small ring inside a button while it works; the button's own text says what is happening. */
export function ButtonSpinner() {
  return (
    <span className="spinner spinner--inline" aria-hidden="true">
      <span className="spinner__ring" />
    </span>
  )
}
