import { createReadStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { chunkCatalogs } from './chunk-catalogs-plugin'
import { prerenderPages } from './prerender-plugin'
import { sourceMessagesPlugin } from './source-messages-plugin'
import { SERVER_MESSAGES } from './src/lib/i18n/server-messages'
import { DESTINATIONS, flagPath } from '../shared/countries/destinations'

const root = path.dirname(fileURLToPath(import.meta.url))

/**
 * The API answers `image: '/flags/<id>.svg'`, so every destination's flag must come from our own
 * origin: copied from country-flag-icons (MIT) into the build, and served by the dev server.
 */
function destinationFlags(): Plugin {
  const flagsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('country-flag-icons/package.json')), '3x2')
  /** URL path (`/flags/ke.svg`) → source SVG file. */
  const flags = new Map(DESTINATIONS.map((country) => [flagPath(country.id), path.join(flagsDir, `${country.id.toUpperCase()}.svg`)]))
  return {
    name: 'remit:destination-flags',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = flags.get((req.url ?? '').split('?')[0] ?? '')
        if (!file) return next()
        res.setHeader('Content-Type', 'image/svg+xml')
        res.setHeader('Cache-Control', 'no-cache')
        createReadStream(file).on('error', next).pipe(res)
      })
    },
    async generateBundle() {
      for (const [urlPath, file] of flags) {
        this.emitFile({ type: 'asset', fileName: urlPath.slice(1), source: await readFile(file) })
      }
    },
  }
}

const linguiConfig = path.join(root, '..', 'lingui.config.ts')

/**
 * React with Lingui's macros (`t`, `<Trans>`, `msg`) compiled to catalog lookups that
 * carry their English, compiled too (source-messages-plugin.ts), and the PO catalogs compiled to
 * message modules when imported. The SPA's unit tests use the same plugins.
 */
export function i18nPlugins(): Plugin[] {
  return [
    ...react({ babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }], sourceMessagesPlugin] } }),
    ...lingui({ configPath: linguiConfig }),
  ]
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`

/**
 * react-router's package exports only its development build (its dev-only checks and warnings on);
 * its production build ships in the same package, so the production bundle uses that one.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
  'index.mjs',
)

export default defineConfig(({ command }) => ({
  root,
  plugins: [
    ...i18nPlugins(),
    chunkCatalogs({
      configPath: linguiConfig,
      serverMessages: Object.fromEntries(Object.entries(SERVER_MESSAGES).map(([code, { message }]) => [code, message ?? code])),
      serverAnswers: path.join(root, 'src', 'lib', 'i18n', 'server-answer-text.ts'),
    }),
    destinationFlags(),
    prerenderPages(i18nPlugins),
  ],
  resolve: { alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [] },
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    // Every asset stays a file on our origin: no data: URIs, so a strict CSP (img-src 'self') holds.
    assetsInlineLimit: 0,
    // Every browser we build for loads chunks without it; a browser without modulepreload only
    // misses the head start.
    modulePreload: { polyfill: false },
    rollupOptions: {
      onwarn(warning, warn) {
        // zod's bundled comments carry annotations Rollup drops; harmless, and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return
        warn(warning)
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget },
      '/countries': { target: apiTarget },
      // Document downloads, which the gateway passes to the bucket (functions/store/document-files.ts).
      '/files': { target: apiTarget },
    },
  },
  preview: { host: '127.0.0.1' },
}))
