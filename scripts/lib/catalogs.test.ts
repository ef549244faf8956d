import { getConfig } from '@lingui/conf'
import { getCatalogs } from '@lingui/cli/api'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../shared/i18n/locales'

/**
 * The catalogs say what the code says. Each catalog of a language has exactly English's
 * messages, every one translated, and English's are what the source extracts now (so a text added
 * without `npm run i18n:extract` fails here, not in front of a reader).
 */
const config = getConfig({ cwd: process.cwd(), skipValidation: false })
const catalogs = await getCatalogs(config)

describe('the SPA catalogs', () => {
  it('are for the locales of shared/i18n/locales.ts, English first', () => {
    expect(config.locales).toEqual([...LOCALES])
    expect(config.sourceLocale).toBe(LOCALES[0])
  })

  for (const catalog of catalogs) {
    const area = catalog.path.split('/').pop() ?? catalog.path

    it(`${area}: English holds what the source extracts now`, { timeout: 120_000 }, async () => {
      const extracted = await catalog.collect()
      const english = await catalog.read('en')
      expect(Object.keys(english ?? {}).sort()).toEqual(Object.keys(extracted ?? {}).sort())
    })

    for (const locale of LOCALES.filter((locale) => locale !== 'en')) {
      it(`${area}: ${locale} has English's messages, each translated`, async () => {
        const english = (await catalog.read('en')) ?? {}
        const other = (await catalog.read(locale)) ?? {}
        expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort())
        const untranslated = Object.entries(other)
          .filter(([, message]) => !message.translation?.trim())
          .map(([id, message]) => message.message ?? id)
        expect(untranslated).toEqual([])
      })
    }
  }
})
