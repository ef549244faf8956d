import type { ReactNode } from 'react'
import { Button, type ButtonProps } from './button'
import '../spinner/spinner.css'

/** A small ring inside a button while it works; the button's own text says what is happening. */
export function ButtonSpinner() {
  return (
    <span className="spinner spinner--inline" aria-hidden="true">
      <span className="spinner__ring" />
    </span>
  )
}

export type BusyButtonProps = ButtonProps & {
  /** Its action is running: the spinner and `busyLabel` stand in for the children. */
  busy: boolean
  /** What it says while working, e.g. 'Saving...'. */
  busyLabel: ReactNode
}

/** A button whose text turns into a spinner and what it is doing while its action runs (it stays as enabled as `disabled` says). */
export function BusyButton({ busy, busyLabel, children, ...button }: BusyButtonProps) {
  return (
    <Button {...button}>
      {busy ? (
        <>
          <ButtonSpinner />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  )
}
