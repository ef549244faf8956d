/**
 * What the build (frontend/chunk-catalogs-plugin.ts) and the SPA's loader (i18n.ts) agree on: where
 * one chunk's catalog of one language is written and fetched, and the global the entry chunk sets
 * first to name its catalogs.
 */
export const catalogFile = (locale: string, hash: string): string => `assets/i18n-${locale}-${hash}.js`

export const CATALOG_BRIDGE = '__remitI18n'
