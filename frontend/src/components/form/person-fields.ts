import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { InputHTMLAttributes } from 'react'
import type { SignUpInput } from '../../../../shared/auth/signup-schema'

// A person's fields as sign-up and Profile Settings show them: one label, input and hint each (the
// texts as messages: render with `i18n._`).

export type SignUpField = keyof SignUpInput

/** The password policy (shared/auth/password-policy.ts) as every new-password field explains it. */
export const PASSWORD_HINT = msg`At least 8 characters with an upper-case letter, a lower-case letter, a number and a special character.`

/** Spec 9: phone input at most 12 characters with dashes, zip 5, state 2. */
const PHONE_INPUT_MAX = 12
const ZIP_INPUT_MAX = 5
const STATE_INPUT_MAX = 2

export interface FieldSpec {
  label: MessageDescriptor
  input: InputHTMLAttributes<HTMLInputElement>
  hint?: MessageDescriptor
  /** Rewrites what was typed (phone dashes, upper-case state). */
  format?: (value: string) => string
  /** Part of a row from the tablet width up (full row otherwise). */
  width?: 'half' | 'third'
}

/** Digits only, at most 10, shown as 123-456-7890 while typing (spec 2.5). */
export function formatPhoneInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 10)
  if (digits.length <= 3) return digits
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
}

export const FIELD_SPECS: Record<SignUpField, FieldSpec> = {
  firstName: { label: msg`First name`, input: { autoComplete: 'given-name' }, width: 'half' },
  lastName: { label: msg`Last name`, input: { autoComplete: 'family-name' }, width: 'half' },
  email: {
    label: msg`Email`,
    input: { type: 'email', autoComplete: 'email', inputMode: 'email', autoCapitalize: 'off', spellCheck: false },
  },
  password: {
    label: msg`Password`,
    input: { autoComplete: 'new-password' },
    hint: PASSWORD_HINT,
  },
  phoneNumber: {
    label: msg`Phone number`,
    input: { type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric', maxLength: PHONE_INPUT_MAX, placeholder: '123-456-7890' },
    format: formatPhoneInput,
    width: 'half',
  },
  dateOfBirth: { label: msg`Date of birth`, input: { type: 'date', autoComplete: 'bday' }, width: 'half' },
  placeOfBirth: { label: msg`Place of birth`, input: { autoComplete: 'off' } },
  zipCode: { label: msg`Zip code`, input: { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: ZIP_INPUT_MAX }, width: 'third' },
  buildingNumber: { label: msg`Building number`, input: { autoComplete: 'off' }, width: 'half' },
  state: {
    label: msg({ message: 'State', comment: 'A US state, part of an address' }),
    input: { autoComplete: 'address-level1', maxLength: STATE_INPUT_MAX, autoCapitalize: 'characters', placeholder: 'MN' },
    format: (value) => value.toUpperCase(),
    width: 'third',
  },
  street: { label: msg`Street`, input: { autoComplete: 'address-line1' }, width: 'half' },
  city: { label: msg`City`, input: { autoComplete: 'address-level2' }, width: 'third' },
}
