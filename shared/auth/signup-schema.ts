import * as z from 'zod/mini'
import { PASSWORD_POLICY } from './password-policy'
import { contactFreeCheck } from '../text/contact-text'
import { calendarDateKey, isCalendarDate, isLeapYear, parseCalendarDate } from '../text/calendar-date'
import { namesWithoutCardNumber, safeTextChecks } from '../text/safe-text'

/** Sign-up needs the user to be at least this old (spec 5). */
export const MINIMUM_AGE = 18

/** The spec 5 message for a date of birth less than {@link MINIMUM_AGE} years ago (or in the future). */
export const AGE_MESSAGE = 'You must be at least 18 years old'

/** The alert when Complete Registration is pressed with the terms box unticked (spec 4). The box is UI-only: it is not in the payload. */
export const TERMS_MESSAGE = 'Please accept the terms and conditions to continue'

/** Shortest and longest first name, last name, place of birth, street or city accepted. */
const TEXT_MIN_LENGTH = 2
const TEXT_MAX_LENGTH = 100
/** Longest email accepted (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254
/** Longest password accepted, at sign-up and at login. */
export const PASSWORD_MAX_LENGTH = 128
/** Longest building number accepted. */
const BUILDING_NUMBER_MAX_LENGTH = 20

/**
 * The symbols Cognito counts as special characters. Anything else (a letter with an accent, an emoji,
 * a space) does not satisfy the rule, so what we accept Cognito accepts too.
 */
const SPECIAL_CHARACTER = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/

/** Characters a typed phone number may contain besides its digits: '123-456-7890', '(123) 456-7890', '123.456.7890'. */
const PHONE_CHARACTERS = /^[\d\s().-]*$/

/**
 * The messages of a {@link textField}: `name` is required, then its length rules, which may name the
 * field more fully (the spec's 'Street is required' but 'Street name must be at least 2 characters').
 */
function textFieldMessages(name: string, lengthName = name) {
  return {
    required: `${name} is required`,
    min: `${lengthName} must be at least ${TEXT_MIN_LENGTH} characters`,
    max: `${lengthName} must be at most ${TEXT_MAX_LENGTH} characters`,
  }
}

/** Every sign-up message of spec 5, plus the length caps. Keys are the payload's field names. */
export const SIGN_UP_MESSAGES = {
  firstName: textFieldMessages('First name'),
  lastName: textFieldMessages('Last name'),
  email: {
    required: 'Email is required',
    format: 'Invalid email address',
    max: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  },
  password: {
    required: 'Password is required',
    min: `Password must be at least ${PASSWORD_POLICY.minLength} characters`,
    uppercase: 'Must contain at least one uppercase letter',
    lowercase: 'Must contain at least one lowercase letter',
    digit: 'Must contain at least one number',
    symbol: 'Must contain at least one special character',
    max: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    edges: 'Password must not start or end with a space',
  },
  phoneNumber: {
    required: 'Phone number is required',
    format: 'Phone number must be 10 digits',
  },
  dateOfBirth: {
    required: 'Date of birth is required',
    format: 'Enter the date as YYYY-MM-DD',
    age: AGE_MESSAGE,
  },
  placeOfBirth: textFieldMessages('Place of birth'),
  zipCode: {
    required: 'Zip code is required',
    format: 'Zip code must be 5 digits',
  },
  buildingNumber: {
    required: 'Building number is required',
    max: `Building number must be at most ${BUILDING_NUMBER_MAX_LENGTH} characters`,
  },
  street: textFieldMessages('Street', 'Street name'),
  city: textFieldMessages('City'),
  state: {
    required: 'State is required',
    format: 'State must be 2 characters',
  },
} as const

/**
 * A string field whose missing, non-string or blank value gets `required`. The value is trimmed
 * first, and the blank check aborts so the field's first issue is always the most useful one.
 */
function requiredTrimmed(required: string) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required, abort: true }))
}

/** A trimmed text field with the spec's "at least 2 characters" rule, a length cap, and no hidden characters or card number. */
function textField(messages: { required: string; min: string; max: string }) {
  return requiredTrimmed(messages.required).check(
    z.minLength(TEXT_MIN_LENGTH, messages.min),
    z.maxLength(TEXT_MAX_LENGTH, messages.max),
    ...safeTextChecks(),
  )
}

/**
 * Whether someone born on `dateOfBirth` (YYYY-MM-DD) has had their `years`-th birthday by `today`,
 * comparing calendar dates in UTC. Someone born 2008-11-21 is 18 on 2026-11-21; someone born on
 * 29 February has their birthday on 1 March in years that are not leap years. An unreadable date
 * (or an invalid `today`) gives false, and so does a date in the future.
 */
export function isAtLeastAge(dateOfBirth: string, today: Date, years: number = MINIMUM_AGE): boolean {
  const born = parseCalendarDate(dateOfBirth)
  if (!born || Number.isNaN(today.getTime())) return false
  const now = { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() }
  if (calendarDateKey(now) < calendarDateKey(born)) return false
  const birthdayYear = born.year + years
  const birthday =
    born.month === 2 && born.day === 29 && !isLeapYear(birthdayYear)
      ? { year: birthdayYear, month: 3, day: 1 }
      : { year: birthdayYear, month: born.month, day: born.day }
  return calendarDateKey(now) >= calendarDateKey(birthday)
}

/** Email at sign-up: trimmed and lower-cased, then 'Email is required' / 'Invalid email address'. */
export const EmailSchema = requiredTrimmed(SIGN_UP_MESSAGES.email.required).check(
  z.toLowerCase(),
  // Before the pattern, so a huge string never reaches the regular expression.
  z.maxLength(EMAIL_MAX_LENGTH, { error: SIGN_UP_MESSAGES.email.max, abort: true }),
  z.regex(z.regexes.email, SIGN_UP_MESSAGES.email.format),
)

/**
 * Password at sign-up, checked against {@link PASSWORD_POLICY} with the spec's messages in the spec's
 * order. Never trimmed; a blank password is 'Password is required'.
 */
export const PasswordSchema = z.string({ error: SIGN_UP_MESSAGES.password.required }).check(
  z.refine((value) => value.trim().length > 0, { error: SIGN_UP_MESSAGES.password.required, abort: true }),
  z.minLength(PASSWORD_POLICY.minLength, SIGN_UP_MESSAGES.password.min),
  z.regex(/[A-Z]/, SIGN_UP_MESSAGES.password.uppercase),
  z.regex(/[a-z]/, SIGN_UP_MESSAGES.password.lowercase),
  z.regex(/\d/, SIGN_UP_MESSAGES.password.digit),
  z.regex(SPECIAL_CHARACTER, SIGN_UP_MESSAGES.password.symbol),
  z.maxLength(PASSWORD_MAX_LENGTH, SIGN_UP_MESSAGES.password.max),
  // Cognito refuses a password that starts or ends with white space.
  z.refine((value) => value.trim() === value, SIGN_UP_MESSAGES.password.edges),
)

/** A US phone number with exactly 10 digits, typed with or without separators; the output is the digits only. */
const PhoneNumberSchema = requiredTrimmed(SIGN_UP_MESSAGES.phoneNumber.required).check(
  z.refine((value) => PHONE_CHARACTERS.test(value) && value.replace(/\D/g, '').length === 10, {
    error: SIGN_UP_MESSAGES.phoneNumber.format,
    abort: true,
  }),
  z.overwrite((value) => value.replace(/\D/g, '')),
)

/** A date of birth written YYYY-MM-DD that is a real calendar date. The age rule is {@link signUpSchema}'s. */
const DateOfBirthSchema = requiredTrimmed(SIGN_UP_MESSAGES.dateOfBirth.required).check(
  z.refine(isCalendarDate, { error: SIGN_UP_MESSAGES.dateOfBirth.format, abort: true }),
)

/**
 * The sign-up payload of spec 3 and 5 (flat fields, as sent to POST /api/user/signup) with every
 * rule of the spec 5 table except the age, which needs a clock: use {@link signUpSchema} where the
 * date is known. A field's first issue is its message: 'required' for a missing, non-string or
 * blank value, then the other rules in the spec's order, then the length cap. The output is
 * normalised: text trimmed, email lower-cased, state upper-cased, phone number digits only.
 * Unknown keys are dropped.
 */
const signUpShape = {
  // The sender's name is put into the recipient's SMS: no links, e-mail addresses or phone numbers.
  firstName: textField(SIGN_UP_MESSAGES.firstName).check(contactFreeCheck()),
  lastName: textField(SIGN_UP_MESSAGES.lastName).check(contactFreeCheck()),
  email: EmailSchema,
  password: PasswordSchema,
  phoneNumber: PhoneNumberSchema,
  dateOfBirth: DateOfBirthSchema,
  placeOfBirth: textField(SIGN_UP_MESSAGES.placeOfBirth),
  zipCode: requiredTrimmed(SIGN_UP_MESSAGES.zipCode.required).check(z.regex(/^\d{5}$/, SIGN_UP_MESSAGES.zipCode.format)),
  buildingNumber: requiredTrimmed(SIGN_UP_MESSAGES.buildingNumber.required).check(
    z.maxLength(BUILDING_NUMBER_MAX_LENGTH, SIGN_UP_MESSAGES.buildingNumber.max),
  ),
  street: textField(SIGN_UP_MESSAGES.street),
  city: textField(SIGN_UP_MESSAGES.city),
  state: requiredTrimmed(SIGN_UP_MESSAGES.state.required).check(z.toUpperCase(), z.regex(/^[A-Z]{2}$/, SIGN_UP_MESSAGES.state.format)),
}

export const SignUpSchema = z.object(signUpShape).check(namesWithoutCardNumber())

/** What a client may send: every field a string. */
export type SignUpInput = z.input<typeof SignUpSchema>
/** A valid, normalised sign-up payload. */
export type SignUp = z.output<typeof SignUpSchema>

/**
 * {@link SignUpSchema} plus the age rule on dateOfBirth ({@link AGE_MESSAGE} at path
 * ['dateOfBirth'] when the user is under {@link MINIMUM_AGE} on `today`, or born in the future).
 * The age issue is reported beside the other fields' issues, so a form shows them all at once.
 */
export function signUpSchema(today: Date) {
  return z
    .object({ ...signUpShape, dateOfBirth: DateOfBirthSchema.check(z.refine((value) => isAtLeastAge(value, today), AGE_MESSAGE)) })
    .check(namesWithoutCardNumber())
}
