import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type PluginOption, type Rollup } from 'vite'
import { ETHIOPIC_LOCALE, type Locale } from '../shared/i18n/locales'
import { PRERENDERED_LOCALE_ATTRIBUTE, PRERENDERED_PATH_ATTRIBUTE, prerenderedFiles } from '../shared/site/prerendered-pages'

const ROOT_ELEMENT = '<div id="root"></div>'

/**
 * What a page needs in `<head>` beyond the entry's: its route chunk's stylesheets. Not its scripts
 * as module preloads: they only hasten hydration, and they share the first paint's bandwidth (in
 * Lighthouse's simulated mobile runs the home page's first paint came 150–300 ms later with them).
 */
interface PageAssets {
  css: readonly string[]
  /** Web fonts its first paint needs, preloaded (see ETHIOPIC_FONT_MODULE). */
  fonts?: readonly string[]
}

/**
 * The built index.html with `markup` inside `#root`, marked with its path and language, `<html lang>`,
 * the page's `<title>` (the one the page sets in the browser), and the page's own stylesheets (so it paints styled without scripts; Vite's loader later finds
 * them in place and adds none).
 */
export function prerenderedDocument(
  template: string,
  { markup, title }: { markup: string; title: string | undefined },
  pagePath: string,
  locale: Locale,
  assets: PageAssets,
): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT}`)
  if (!/<html lang="[^"]*">/.test(template)) throw new Error('index.html has no <html lang="…">')
  const root = `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${pagePath}" ${PRERENDERED_LOCALE_ATTRIBUTE}="${locale}">`
  const links = [
    ...assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...(assets.fonts ?? []).map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`),
  ]
  // Functions as replacements: a `$` in the markup (prices) is text, not a replacement pattern.
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  return template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, (original) => (title === undefined ? original : `<title>${escape(title)}</title>`))
    .replace('</head>', () => `${links.map((link) => `  ${link}\n`).join('')}  </head>`)
    .replace(ROOT_ELEMENT, () => `${root}${markup}</div>`)
}

/**
 * The Ethiopic font's stylesheet (src/lib/i18n/ethiopic-font.ts): an Amharic page's first paint
 * needs it, and its font files preloaded. Found by the first layout while still loading, the font
 * was left unused for good in some elements by Chromium (letters drawn as boxes by a system font
 * with no Ethiopic, though the font had loaded); preloaded with the page, it is there first.
 */
const ETHIOPIC_FONT_MODULE = 'src/styles/ethiopic.css'

/** The stylesheet Vite emitted for a CSS module the code imports on its own (`import('./x.css')`), and the font files it names. */
function stylesheetOf(bundle: Rollup.OutputBundle, module: string): { css: string; fonts: string[] } {
  const asset = Object.values(bundle).find((item): item is Rollup.OutputAsset => item.type === 'asset' && item.originalFileNames.includes(module))
  if (!asset) throw new Error(`No stylesheet emitted for ${module}`)
  const source = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)
  const fonts = [...source.matchAll(/url\(\/?(assets\/[^)]+\.woff2)\)/g)].map((match) => match[1] ?? '')
  return { css: asset.fileName, fonts: [...new Set(fonts)] }
}

/** The source module whose chunk is `path`'s page (the router's lazy route; the home page's sections). */
function pageModuleOf(path: string): string {
  if (path === '/') return 'src/app/home-sections.tsx'
  const name = path.startsWith('/country/send-money-to-country/') ? 'country-transfer' : path.slice(1)
  return `src/app/routes/${name}.tsx`
}

/** The stylesheets of `module`'s chunk and what it imports statically, less what the entry loads. */
function pageAssets(bundle: Rollup.OutputBundle, root: string, module: string): PageAssets {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
  const graph = (from: Rollup.OutputChunk): Rollup.OutputChunk[] => {
    const seen = new Map<string, Rollup.OutputChunk>()
    const queue = [from]
    for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
      if (seen.has(chunk.fileName)) continue
      seen.set(chunk.fileName, chunk)
      for (const name of chunk.imports) {
        const next = bundle[name]
        if (next?.type === 'chunk') queue.push(next)
      }
    }
    return [...seen.values()]
  }
  // The page's own chunk; else the one Rollup put its module in, with no facade (sign-up's).
  const id = path.join(root, module)
  const page = chunks.find((chunk) => chunk.facadeModuleId === id) ?? chunks.find((chunk) => chunk.moduleIds.includes(id))
  if (!page) throw new Error(`No chunk holds ${module}: the prerendered page's stylesheets cannot be found`)
  const loaded = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((entry) => graph(entry).map((chunk) => chunk.fileName)))
  const own = graph(page).filter((chunk) => !loaded.has(chunk.fileName))
  return { css: [...new Set(own.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))] }
}

type RenderPage = (path: string, locale: Locale) => Promise<{ markup: string; title: string | undefined }>

/**
 * After the SPA's build, writes every public page (shared/site/prerendered-pages.ts) in every
 * language as `prerendered/<locale>/<path>.html`: the built index.html with the page's markup, so
 * it paints before any script runs; main.tsx then hydrates it. The markup comes from React's
 * static prerender of the app itself (src/prerender/render-page.tsx), built for Node by Vite with
 * the same plugins (Lingui's macros and catalogs), into a scratch folder in the repository's .local/
 * so the bundle finds the packages it leaves external.
 */
export function prerenderPages(plugins: () => PluginOption[]): Plugin {
  let root = ''
  let outDir = ''
  let skip = false
  let bundle: Rollup.OutputBundle = {}
  return {
    name: 'remit:prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = path.resolve(config.root, config.build.outDir)
      skip = Boolean(config.build.ssr)
    },
    writeBundle(_options, written) {
      bundle = written
    },
    async closeBundle(error) {
      if (skip || error) return
      const started = performance.now()
      // Inside the repository, so the bundle's imports find node_modules; in .local/, which git, the
      // linters and the CDK asset of frontend/ leave alone (a lint may run beside a build).
      const scratchParent = path.join(root, '..', '.local')
      await mkdir(scratchParent, { recursive: true })
      const scratch = await mkdtemp(path.join(scratchParent, 'prerender-'))
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
        const ethiopicFont = stylesheetOf(bundle, ETHIOPIC_FONT_MODULE)
        // One after another: the language is the app's one i18n instance.
        for (const { locale, path: pagePath, file } of files) {
          const target = path.join(outDir, file)
          await mkdir(path.dirname(target), { recursive: true })
          const { css } = pageAssets(bundle, root, pageModuleOf(pagePath))
          const assets = locale === ETHIOPIC_LOCALE ? { css: [ethiopicFont.css, ...css], fonts: ethiopicFont.fonts } : { css }
          await writeFile(target, prerenderedDocument(template, await module.renderPage(pagePath, locale), pagePath, locale, assets))
        }
        this.environment.logger.info(`prerendered ${files.length} pages in ${Math.round(performance.now() - started)} ms`)
      } finally {
        await rm(scratch, { recursive: true, force: true })
      }
    },
  }
}
