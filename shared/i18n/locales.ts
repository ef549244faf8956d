/**
 * The languages the product speaks: English first (the default and every fallback), then
 * the diaspora's own — Somali, Swahili, Amharic (Ethiopic script) and Turkish. The SPA's catalogs,
 * the profile's stored language and the e-mails all use these codes (ISO 639-1). No zod here: the
 * SPA's entry reads this list (locale-schema.ts holds the schema).
 */
export const LOCALES = ['en', 'so', 'sw', 'am', 'tr'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

/** The language written in Ethiopic script: its pages need the Ethiopic font from their first paint. */
export const ETHIOPIC_LOCALE: Locale = 'am'

/** Each language in its own name and script, as a switcher lists them. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  so: 'Soomaali',
  sw: 'Kiswahili',
  am: 'አማርኛ',
  tr: 'Türkçe',
}

/**
 * The tag Intl formats with: amounts and dates follow the reader's language, with US English's
 * conventions for English (the product's market).
 */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', so: 'so', sw: 'sw', am: 'am', tr: 'tr' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The first of the reader's preferred languages (`en-GB`, `tr`, ...) that is one of ours. */
export function matchLocale(preferred: readonly string[]): Locale | undefined {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0]
    if (isLocale(language)) return language
  }
  return undefined
}
