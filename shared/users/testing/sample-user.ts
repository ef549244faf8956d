import type { User } from '../user'

/** The person the tests sign up and sign in as: Amina Yusuf of Minneapolis, born in Mogadishu. */
export const SAMPLE_PERSON = {
  firstName: 'Amina',
  lastName: 'Yusuf',
  email: 'amina@example.com',
  phoneNumber: '6125550101',
  dateOfBirth: '1990-05-01',
  placeOfBirth: 'Mogadishu',
  address: { street: 'Main St', buildingNumber: '12', city: 'Minneapolis', state: 'MN', zipCode: '55401' },
} as const satisfies Partial<User>

/** {@link SAMPLE_PERSON}'s profile as the API answers it: a customer, not yet verified, created on 1 January 2026. */
export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    ...SAMPLE_PERSON,
    address: { ...SAMPLE_PERSON.address },
    isAdmin: false,
    superAdmin: false,
    verified: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}
