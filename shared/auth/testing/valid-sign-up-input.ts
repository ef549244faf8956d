import type { SignUpInput } from '../signup-schema'

/** A sign-up body (flat fields, as the SPA sends it) every rule accepts: tests change the fields they are about. */
export const VALID_SIGN_UP_INPUT: SignUpInput = {
  firstName: 'Amina',
  lastName: 'Yusuf',
  email: 'amina@example.com',
  password: 'Str0ng-Passw0rd!',
  phoneNumber: '612-555-0142',
  dateOfBirth: '1990-04-12',
  placeOfBirth: 'Mogadishu',
  zipCode: '55401',
  buildingNumber: '12B',
  street: 'Cedar Avenue',
  city: 'Minneapolis',
  state: 'MN',
}
