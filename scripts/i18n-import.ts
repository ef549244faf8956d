import { readFileSync } from 'node:fs'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { isLocale } from '../shared/i18n/locales'

/**
 * Takes a translator's work into the catalogs: `npm run i18n:import -- <locale> <file.json>...`, each
 * file a JSON object of message id (or, for the SPA's own texts, whose ids are hashes, the English
 * source) → translation (ICU). The locale's catalog gets the translations of the messages it holds;
 * keys it does not hold are listed and left out.
 */
const [locale, ...files] = process.argv.slice(2)
if (!isLocale(locale) || locale === 'en' || files.length === 0) {
  console.error('Usage: npm run i18n:import -- <so|sw|am|tr> <translations.json>...')
  process.exit(2)
}
const translations: Record<string, string> = Object.assign(
  {},
  ...files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>),
)
const used = new Set<string>()
for (const catalog of await getCatalogs(getConfig({ cwd: process.cwd() }))) {
  const messages = await catalog.read(locale)
  if (!messages) continue
  let count = 0
  for (const [id, message] of Object.entries(messages)) {
    // A file names a message by its id or, for the SPA's own texts (whose ids are hashes), by its English source.
    const key = id in translations ? id : message.message
    const translation = key === undefined ? undefined : translations[key]
    if (key === undefined || translation === undefined) continue
    message.translation = translation
    used.add(key)
    count += 1
  }
  await catalog.write(locale, messages)
  console.log(`${catalog.path.replace(process.cwd(), '.')}: ${count} of ${Object.keys(messages).length} translated from the files`)
}
const unused = Object.keys(translations).filter((id) => !used.has(id))
if (unused.length > 0) console.log(`Not in any catalog (left out): ${unused.join(', ')}`)
