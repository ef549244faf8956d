import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type PluginOption } from 'vite'
import type { Locale } from '../shared/i18n/locales'
import { prerenderedFiles } from '../shared/site/prerendered-pages'
import { PRERENDERED_LOCALE_ATTRIBUTE, PRERENDERED_PATH_ATTRIBUTE } from './src/app/prerendered-start'

const ROOT_ELEMENT = '<div id="root"></div>'

/** The built index.html with `markup` inside `#root`, marked with its path and language, and `<html lang>`. */
export function prerenderedDocument(template: string, markup: string, pagePath: string, locale: Locale): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT}`)
  if (!/<html lang="[^"]*">/.test(template)) throw new Error('index.html has no <html lang="…">')
  const root = `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${pagePath}" ${PRERENDERED_LOCALE_ATTRIBUTE}="${locale}">`
  // Functions as replacements: a `$` in the markup (prices) is text, not a replacement pattern.
  return template.replace(/<html lang="[^"]*">/, () => `<html lang="${locale}">`).replace(ROOT_ELEMENT, () => `${root}${markup}</div>`)
}

type RenderPage = (path: string, locale: Locale) => Promise<string>

/**
 * After the SPA's build, writes every public page (shared/site/prerendered-pages.ts) in every
 * language as `prerendered/<locale>/<path>.html`: the built index.html with the page's markup, so
 * it paints before any script runs; main.tsx then hydrates it. The markup comes from React's
 * static prerender of the app itself (src/prerender/render-page.tsx), built for Node by Vite with
 * the same plugins (Lingui's macros and catalogs), into a scratch folder inside frontend/ so the
 * bundle finds the packages it leaves external.
 */
export function prerenderPages(plugins: () => PluginOption[]): Plugin {
  let root = ''
  let outDir = ''
  let skip = false
  return {
    name: 'remit:prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = path.resolve(config.root, config.build.outDir)
      skip = Boolean(config.build.ssr)
    },
    async closeBundle(error) {
      if (skip || error) return
      const started = performance.now()
      const scratch = await mkdtemp(path.join(root, '.prerender-'))
      try {
        await build({
          configFile: false,
          root,
          mode: 'production',
          logLevel: 'warn',
          plugins: plugins(),
          build: {
            ssr: path.join(root, 'src', 'prerender', 'render-page.tsx'),
            outDir: scratch,
            emptyOutDir: true,
            rollupOptions: { output: { entryFileNames: 'render-page.mjs' } },
          },
        })
        const module = (await import(pathToFileURL(path.join(scratch, 'render-page.mjs')).href)) as { renderPage: RenderPage }
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8')
        const files = prerenderedFiles()
        // One after another: the language is the app's one i18n instance.
        for (const { locale, path: pagePath, file } of files) {
          const target = path.join(outDir, file)
          await mkdir(path.dirname(target), { recursive: true })
          await writeFile(target, prerenderedDocument(template, await module.renderPage(pagePath, locale), pagePath, locale))
        }
        this.environment.logger.info(`prerendered ${files.length} pages in ${Math.round(performance.now() - started)} ms`)
      } finally {
        await rm(scratch, { recursive: true, force: true })
      }
    },
  }
}
