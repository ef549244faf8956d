import type { Locale } from '../../shared/i18n/locales'
import type { EmailPreferences } from '../../shared/notifications/email-preferences'
import type { User } from '../../shared/users/user'
import type { Actor } from '../model/actor'
import { listUsers, ownProfile, requireUser, setEmailPreferences, setLanguage, setTimeZone } from '../store/users-store'

/** The caller's own profile: the one the token check read for this request when it has it (one read, not two). */
export async function ownUser(actor: Actor): Promise<User> {
  return ownProfile(actor) ?? (await requireUser(actor.sub))
}

/** One page of the users list, newest first. */
export function userPage(limit: number, cursor?: string): Promise<{ items: User[]; nextCursor?: string }> {
  return listUsers(limit, cursor)
}

/** Records the caller's own e-mail choices. */
export function saveEmailPreferences(actor: Actor, preferences: EmailPreferences, now: Date): Promise<void> {
  return setEmailPreferences(actor.sub, preferences, now.toISOString())
}

/** Records the caller's own language. */
export function saveLanguage(actor: Actor, language: Locale, now: Date): Promise<void> {
  return setLanguage(actor.sub, language, now.toISOString())
}

/** Records the time zone the caller's browser reports, for the times their e-mails show. */
export function saveTimeZone(actor: Actor, timeZone: string, now: Date): Promise<void> {
  return setTimeZone(actor.sub, timeZone, now.toISOString())
}
