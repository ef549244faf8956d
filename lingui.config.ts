import { defineConfig } from '@lingui/cli'

/**
 * The SPA's languages (the list is shared/i18n/locales.ts, which a unit test holds this
 * one to). One PO catalog per locale holds every message of the SPA, and the server's texts
 * (lib/i18n/server-messages.ts) that the SPA shows translated by their code. The browser never loads
 * a whole catalog in production: the build splits each language's catalog by JS chunk
 * (frontend/chunk-catalogs-plugin.ts), so a page fetches only the messages of the code it runs.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'so', 'sw', 'am', 'tr'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/frontend/src/locales/{locale}/messages',
      include: ['<rootDir>/frontend/src'],
      exclude: ['**/*.test.*', '<rootDir>/frontend/src/testing'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
})
