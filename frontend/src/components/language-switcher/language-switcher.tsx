import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState, type ChangeEvent } from 'react'
import { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, LOCALES, type Locale } from '../../../../shared/i18n/locales'
import { activateLocale, currentLocale } from '../../lib/i18n/i18n'
import { rememberLocale } from '../../lib/i18n/locale-choice'
import { useSession, useSessionStore } from '../../lib/session/session-provider'
import type { SessionStore } from '../../lib/session/session-store'
import { useHydrated } from '../../hooks/use-hydrated'
import { pathIcon } from '../icons/icons'
import './language-switcher.css'

const LanguageIcon = pathIcon('M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0zM2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20')

/** Saves a signed-in user's language on their profile; the API client loads only when someone is signed in. */
async function saveLanguage(store: SessionStore, language: Locale): Promise<void> {
  const { storeLanguage } = await import('./store-language')
  await storeLanguage(store, language)
}

/** Switches the page to `locale`, remembers it here, and on the profile of whoever is signed in. */
function useChooseLanguage() {
  const store = useSessionStore()
  return async (locale: Locale, signedIn: boolean) => {
    await activateLocale(locale)
    rememberLocale(locale)
    // The page already speaks the new language; the profile's copy is for e-mails and other devices,
    // and a failed save is tried again at the next sign-in.
    if (signedIn) await saveLanguage(store, locale).catch(() => undefined)
  }
}

/**
 * The language switcher, in the navbar and the signed-in header. A native select: a
 * keyboard and screen reader control everyone knows, each language in its own name and script.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useLingui()
  const { user } = useSession()
  const choose = useChooseLanguage()
  const id = useId()
  const [busy, setBusy] = useState(false)
  // On a prerendered page the menu is painted before its code runs: a choice made then would be lost.
  const hydrated = useHydrated()

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const locale = event.target.value
    if (!isLocale(locale)) return
    setBusy(true)
    // A catalog that cannot load leaves the page in the language it was in.
    void choose(locale, Boolean(user))
      .catch(() => undefined)
      .finally(() => setBusy(false))
  }

  return (
    <div className={['language-switcher', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="visually-hidden">
        {t`Language`}
      </label>
      <LanguageIcon className="language-switcher__icon" />
      <select id={id} className="language-switcher__select" value={i18n.locale} onChange={onChange} disabled={busy || !hydrated} aria-busy={busy}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * Keeps the page and the profile in step when someone signs in: their stored language wins; with
 * none stored yet, the language they chose while signed out is saved on the profile.
 */
export function LanguageSync() {
  const { user } = useSession()
  const store = useSessionStore()
  const userId = user?.id
  const stored = user?.language
  useEffect(() => {
    if (!userId) return
    if (stored) {
      if (stored !== currentLocale())
        void activateLocale(stored).then(
          () => rememberLocale(stored),
          () => undefined,
        )
    } else if (currentLocale() !== DEFAULT_LOCALE) {
      void saveLanguage(store, currentLocale()).catch(() => undefined)
    }
  }, [userId, stored, store])
  return null
}
