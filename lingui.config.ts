import path from 'node:path'
import { defineConfig } from '@lingui/cli'
import { publicModules } from './scripts/lib/public-modules'

const src = path.join(import.meta.dirname, 'frontend', 'src')

/**
 * The SPA's languages (issue 19; the list is shared/i18n/locales.ts, which a unit test holds this
 * one to). Catalogs are PO files, two per locale: `public` holds the messages of every module the
 * public site can run (computed from main.tsx's imports, so a public page is never short of one);
 * `app` holds every message of the SPA and loads with the signed-in area's route table. English
 * `public` ships in the entry bundle; every other catalog is a chunk loaded before its screens render.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'so', 'sw', 'am', 'tr'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    // The server's texts (translated by their code, lib/i18n/server-text.ts) are needed on every page.
    { path: '<rootDir>/frontend/src/locales/{locale}/public', include: [...publicModules(src), path.join(src, 'lib', 'i18n', 'server-messages.ts')] },
    {
      path: '<rootDir>/frontend/src/locales/{locale}/app',
      include: ['<rootDir>/frontend/src'],
      exclude: ['**/*.test.*', '<rootDir>/frontend/src/testing'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
})
