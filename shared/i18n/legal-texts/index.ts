import type { Locale } from '../locales'
import { am } from './am'
import { en } from './en'
import { so } from './so'
import { sw } from './sw'
import { tr } from './tr'
import type { LegalTexts } from './types'

export type { CardRef, LegalTexts } from './types'
export { disclosureLabel } from './disclosure-label'

const TEXTS: Record<Locale, LegalTexts> = { en, so, sw, am, tr }

/** The legal texts in `locale`; English is also what every shared English constant says. */
export const legalTexts = (locale: Locale): LegalTexts => TEXTS[locale]
