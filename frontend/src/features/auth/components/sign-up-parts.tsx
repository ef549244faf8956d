import { Trans, useLingui } from '@lingui/react/macro'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { Link } from 'react-router'
import { StepActions } from '../../../components/action-bar/step-actions'
import { BusyButton } from '../../../components/button/button-spinner'
import { PasswordField } from '../../../components/form/password-field'
import { FIELD_SPECS, type SignUpField } from '../../../components/form/person-fields'
import { TextField } from '../../../components/form/text-field'
import { paths } from '../../../config/paths'
import { formatOnChange } from '../../../lib/form/format-on-change'
import type { SignUpValues } from './sign-up-fields'

interface StepFieldsProps {
  fields: readonly SignUpField[]
  register: UseFormRegister<SignUpValues>
  errors: FieldErrors<SignUpValues>
  busy: boolean
  /** The latest date of birth the date field offers. */
  today: string
}

/** One step's fields, as the person-field specs describe them. */
export function StepFields({ fields, register, errors, busy, today }: StepFieldsProps) {
  const { i18n } = useLingui()
  return (
    <div className="sign-up__grid">
      {fields.map((field) => {
        const spec = FIELD_SPECS[field]
        const common = {
          label: i18n._(spec.label),
          required: true,
          readOnly: busy,
          hint: spec.hint ? i18n._(spec.hint) : undefined,
          error: errors[field]?.message,
          className: spec.width ? `sign-up__field--${spec.width}` : undefined,
          ...formatOnChange(register(field), spec.format),
        }
        return field === 'password' ? (
          <PasswordField key={field} {...common} {...spec.input} />
        ) : (
          <TextField key={field} {...common} {...spec.input} {...(field === 'dateOfBirth' ? { max: today } : {})} />
        )
      })}
    </div>
  )
}

/** The terms box of the review step, its links opening in a new tab. */
export function TermsCheckbox({ checked, disabled, onChange }: { checked: boolean; disabled: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="sign-up__terms">
      <input
        id="sign-up-terms"
        type="checkbox"
        className="sign-up__checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor="sign-up-terms">
        <Trans>
          I agree to the{' '}
          <Link to={paths.terms.getHref()} target="_blank" rel="noopener">
            Terms and Conditions<span className="visually-hidden"> (opens in a new tab)</span>
          </Link>{' '}
          and the{' '}
          <Link to={paths.privacy.getHref()} target="_blank" rel="noopener">
            Privacy Policy<span className="visually-hidden"> (opens in a new tab)</span>
          </Link>
          .
        </Trans>
      </label>
    </div>
  )
}

interface SignUpActionsProps {
  last: boolean
  first: boolean
  busy: boolean
  submitting: boolean
  /** The step's fields hold no error. */
  stepValid: boolean
  completeLabel: string
  onBack: () => void
}

/** Back, and Next or Complete Registration. */
export function SignUpActions({ last, first, busy, submitting, stepValid, completeLabel, onBack }: SignUpActionsProps) {
  const finish = last ? (
    <BusyButton type="submit" disabled={busy} busy={submitting} busyLabel={<Trans>Registering...</Trans>}>
      {completeLabel}
    </BusyButton>
  ) : undefined
  return <StepActions first={first} canGoOn={stepValid} busy={busy} onBack={onBack} finish={finish} />
}

/** 'Step 2 of 4', with a colon for screen readers before the step's heading. */
export function StepCount({ stepNumber, stepCount }: { stepNumber: number; stepCount: number }) {
  return (
    <span className="sign-up__step-count eyebrow">
      <Trans>
        Step {stepNumber} of {stepCount}
        <span className="visually-hidden">: </span>
      </Trans>
    </span>
  )
}
