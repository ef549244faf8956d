// What the session store (the state, in the app shell) and the session engine (what a session does,
// loaded when needed) agree on, apart from both so that neither module's types need the other.
import type { Session, TwoFactorChallenge } from '../../../../shared/users/user'

/**
 * Why a session ended: `user` pressed Sign Out; `expired` = the API refused the token (401) or it
 * could not be refreshed; `elsewhere` = another tab signed out.
 */
export type SignOutReason = 'user' | 'expired' | 'elsewhere'

export type SessionState =
  /** A stored session is being checked at start. */
  | { status: 'restoring' }
  | { status: 'signedOut' }
  /** `source`: how this session arrived (`signIn` = the sign-in form of this tab). */
  | { status: 'signedIn'; session: Session; source: 'signIn' | 'restored' | 'storage' }

/** What the engine may do to the store. */
export interface SessionCore {
  getState(): SessionState
  setState(next: SessionState): void
  emitSignOut(reason: SignOutReason): void
  /** The stored session text, or null. */
  read(): string | null
  /** Stores the session, or removes it. */
  write(session: Session | undefined): void
  /** Whether the app is mounted (timers may run). */
  isRunning(): boolean
  now(): number
}

export interface SessionEngine {
  start(): void
  stop(): void
  whenRestored(): Promise<void>
  signIn(email: string, password: string, code?: string): Promise<Session | TwoFactorChallenge>
  verifyTwoFactor(email: string, challenge: string, code: string): Promise<Session>
  signOut(reason: SignOutReason): void
  clearStoredUser(): void
  refresh(): Promise<string | undefined>
  freshToken(): Promise<string>
  /** Another tab changed the stored session (null: removed it). */
  followStorage(newValue: string | null): void
  /** A new session of the same user this tab's own request was answered with; see SessionStore.renewSession. */
  renew(session: Session): void
}
