import { updateLanguage } from '../../../../shared/api/route-table/users/update-language'
import type { Locale } from '../../../../shared/i18n/locales'
import { authedCall } from '../../lib/session/authed-call'
import type { SessionStore } from '../../lib/session/session-store'

/** PUT /api/user/me/language, then the session's copy of the user says so too. */
export async function storeLanguage(store: SessionStore, language: Locale): Promise<void> {
  await authedCall(store, updateLanguage, { body: { language } })
  const state = store.getState()
  if (state.status === 'signedIn') store.updateUser({ ...state.session, language })
}
