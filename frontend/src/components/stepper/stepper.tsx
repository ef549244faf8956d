import { Trans } from '@lingui/react/macro'
import { CheckIcon } from '../icons/icons'
import './stepper.css'

export interface StepperProps {
  /** The steps' titles, in order. */
  steps: readonly string[]
  /** Index of the current step (0-based). */
  current: number
  /** Names the list for screen readers, e.g. 'Registration steps'. */
  label: string
}

/** A numbered step indicator: done steps ticked, the current one marked with aria-current="step". */
export function Stepper({ steps, current, label }: StepperProps) {
  return (
    <ol className="stepper" aria-label={label}>
      {steps.map((title, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo'
        return (
          <li key={title} className={`stepper__step stepper__step--${state}`} aria-current={index === current ? 'step' : undefined}>
            <span className="stepper__marker" aria-hidden="true">
              {state === 'done' ? <CheckIcon className="stepper__check" /> : index + 1}
            </span>
            <span className="stepper__label">
              {title}
              {state === 'done' ? (
                <span className="visually-hidden">
                  {' '}
                  <Trans>(completed)</Trans>
                </span>
              ) : null}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
