import * as z from 'zod/mini'
import { LOCALES } from './locales'

/** A language code the product speaks, as the API takes and stores it. */
export const LocaleSchema = z.enum(LOCALES)
