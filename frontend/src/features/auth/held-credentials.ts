/**
 * The e-mail and password of a sign-up (or a sign-in) waiting for its e-mail code,
 * held in this page's memory only, never in storage or history state, so the
 * confirmation screen finishes it with nothing but the code. A reload forgets them: the person then
 * signs in again, which sends a new code and brings them back.
 */
export interface HeldCredentials {
  email: string
  password: string
}

let held: HeldCredentials | undefined

export function holdCredentials(credentials: HeldCredentials): void {
  held = { ...credentials }
}

export const heldCredentials = (): HeldCredentials | undefined => held

export function forgetCredentials(): void {
  held = undefined
}
