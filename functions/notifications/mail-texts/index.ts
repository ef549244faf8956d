import type { Locale } from '../../../shared/i18n/locales'
import { am } from './am'
import { en } from './en'
import { so } from './so'
import { sw } from './sw'
import { tr } from './tr'
import type { MailTexts } from './types'

export type { MailTexts } from './types'

const TEXTS: Record<Locale, MailTexts> = { en, so, sw, am, tr }

/** The e-mails' and SMS' sentences in `locale`. */
export const mailTexts = (locale: Locale): MailTexts => TEXTS[locale]
