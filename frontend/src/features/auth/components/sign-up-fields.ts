import type { SignUpField } from '../../../components/form/person-fields'

export type SignUpValues = Record<SignUpField, string>

/** Spec 2.5: the four steps and the fields of each (Review has none of its own). */
export const SIGN_UP_STEPS: readonly { title: string; heading: string; fields: readonly SignUpField[] }[] = [
  { title: 'Personal', heading: 'Personal details', fields: ['firstName', 'lastName', 'email', 'password'] },
  { title: 'Contact', heading: 'Contact details', fields: ['phoneNumber', 'dateOfBirth', 'placeOfBirth'] },
  { title: 'Address', heading: 'Your address', fields: ['zipCode', 'buildingNumber', 'state', 'street', 'city'] },
  { title: 'Review', heading: 'Review and confirm', fields: [] },
]

export const EMPTY_SIGN_UP: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  phoneNumber: '',
  dateOfBirth: '',
  placeOfBirth: '',
  zipCode: '',
  buildingNumber: '',
  state: '',
  street: '',
  city: '',
}
