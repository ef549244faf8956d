/**
 * SPA: the gzip JS and CSS a first visit of each public page downloads before any interaction, and
 * every lazy chunk of the build — `npm run audit`'s own measurements (scripts/audit/), without
 * Lighthouse and axe.
 */
import { launchBrowser } from '../../frontend/e2e/browser'
import { readBuildChunks, type BuildChunks } from '../audit/build-chunks'
import { measureInitialLoad, type LoadedFile } from '../audit/page-checks'
import { AUDIT_ROUTES, resolvePath } from '../audit/routes'
import { LOCALES } from '../../shared/i18n/locales'
import { countryIds } from '../audit/session'
import type { SpaRouteRow } from './report'

export interface SpaSectionResult {
  routes: (SpaRouteRow & { files: LoadedFile[] })[]
  build: BuildChunks
}

export async function runSpaSection(baseUrl: string, spaDir: string, log: (message: string) => void): Promise<SpaSectionResult> {
  const context = { countryIds: await countryIds(baseUrl), transferId: '', customerId: '', payoutBatchId: '' }
  const browser = await launchBrowser()
  try {
    const routes: SpaSectionResult['routes'] = []
    // Every public page in every language: another language's catalog loads with the first paint.
    for (const locale of LOCALES)
      for (const route of AUDIT_ROUTES.filter((row) => row.session === undefined)) {
        const path = resolvePath(route, context)
        const initial = await measureInitialLoad(browser, baseUrl, path, undefined, locale)
        const tagged = (where: string) => (locale === 'en' ? where : `${where} [${locale}]`)
        const label = tagged(path)
        log(`  ${label}: ${(initial.jsGzipBytes / 1000).toFixed(1)} KB JS, ${(initial.cssGzipBytes / 1000).toFixed(1)} KB CSS (gzip)`)
        routes.push({
          path: label,
          finalPath: tagged(initial.finalPath),
          jsGzipBytes: initial.jsGzipBytes,
          cssGzipBytes: initial.cssGzipBytes,
          files: initial.files,
        })
      }
    return { routes, build: readBuildChunks(spaDir) }
  } finally {
    await browser.close()
  }
}
