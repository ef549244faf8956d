import type { User } from '../../shared/users/user'
import { findUserIdByEmail, getUser, updateUser } from '../store/users-store'
import { createAccount } from './accounts'
import { setCognitoPassword } from './cognito-users'

export interface AdminSeed {
  email: string
  /** Set as the password (also on an existing user, so printed local credentials always work). Optional when promoting. */
  password?: string
  firstName?: string
  lastName?: string
}

/** The profile of an admin an operator makes: a verified super admin with no personal details. */
export function operatorAdminProfile(seed: Pick<AdminSeed, 'email' | 'firstName' | 'lastName'>): Parameters<typeof createAccount>[0] {
  return {
    firstName: seed.firstName ?? 'Remit',
    lastName: seed.lastName ?? 'Admin',
    email: seed.email,
    phoneNumber: '',
    dateOfBirth: '',
    placeOfBirth: '',
    address: { street: '', buildingNumber: '', city: '', state: '', zipCode: '' },
    isAdmin: true,
    superAdmin: true,
    verified: true,
  }
}

/**
 * Makes sure `email` is a verified super admin: creates the account (Cognito user + profile) when it
 * does not exist, otherwise promotes it. Idempotent, so `npm start` runs it on every start and an
 * operator can run it against a deployed stage.
 */
export async function ensureSuperAdmin(seed: AdminSeed, now: Date): Promise<{ user: User; created: boolean }> {
  const existingId = await findUserIdByEmail(seed.email)
  const existing = existingId ? await getUser(existingId) : undefined
  if (existing) {
    if (seed.password) await setCognitoPassword(existing.id, seed.password)
    const flags = { isAdmin: true, superAdmin: true, verified: true }
    const needsPromotion = !existing.isAdmin || !existing.superAdmin || !existing.verified
    return { user: needsPromotion ? await updateUser(existing, flags, now.toISOString()) : existing, created: false }
  }
  if (!seed.password) throw new Error(`No account uses ${seed.email}: give a password to create one.`)
  const user = await createAccount(operatorAdminProfile(seed), seed.password, now)
  return { user, created: true }
}
