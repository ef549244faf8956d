import { createHash } from 'node:crypto'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Plugin, Rollup } from 'vite'
import { messageIdsByModule } from './source-messages-plugin'
import { CATALOG_BRIDGE, catalogFile } from './src/lib/i18n/chunk-catalog-files'

/** What the build tells the SPA about one chunk's catalogs: locale → content hash of its file. */
export type ChunkCatalog = Record<string, string>

interface Options {
  /** lingui.config.ts. */
  configPath: string
  /**
   * The server's texts (code → English), which the SPA translates by their code (serverText), not
   * through a descriptor: a module whose code holds such a text (the shared validation's messages)
   * carries its translation, and `serverAnswers`, which translates every error answer of the
   * server, carries them all.
   */
  serverMessages: Readonly<Record<string, string>>
  serverAnswers: string
}

/**
 * Splits every language's catalog by JS chunk: a page downloads the translations of the
 * code it runs, not the whole site's. For each chunk and language the build writes
 * `assets/i18n-<locale>-<hash>.js` with the chunk's messages, compiled; English needs none (every
 * descriptor carries it: source-messages-plugin.ts).
 *
 * - The entry chunk begins by naming its catalogs and those of every chunk it imports statically
 *   (`globalThis.__remitI18n = { entry: [...] }`); the SPA loads them for its language before the
 *   first paint (main.tsx → activateLocale).
 * - A chunk that is loaded lazily begins with `await __remitI18n.load([...])`, naming its catalogs
 *   and those of the chunks it imports that the entry did not: the import resolves once they are
 *   there, so a lazy page never renders a message before its translation. The loader also keeps
 *   the list, so a later switch of language loads exactly what the page has run.
 * Changed translations change the catalog's hash, hence the chunk's code, hence its file name:
 * cached files never pair a chunk with another build's catalog.
 */
export function chunkCatalogs({ configPath, serverMessages, serverAnswers }: Options): Plugin {
  /** locale → message id → compiled translation. */
  const translations = new Map<string, Map<string, unknown>>()
  /** Per chunk file name (as Rollup renders it): its own catalogs, or none when it has no message. */
  const ownCatalogs = new Map<string, ChunkCatalog | undefined>()
  const emitted = new Set<string>()
  /** Module path → the server's texts (by code) its code holds. */
  const serverIdsByModule = new Map<string, string[]>([[serverAnswers, Object.keys(serverMessages)]])

  function idsOf(chunk: Rollup.RenderedChunk): string[] {
    const ids = new Set<string>()
    for (const moduleId of chunk.moduleIds) {
      for (const id of messageIdsByModule.get(moduleId) ?? []) ids.add(id)
      for (const id of serverIdsByModule.get(moduleId) ?? []) ids.add(id)
    }
    return [...ids].sort()
  }

  function catalogsOf(context: Rollup.PluginContext, chunk: Rollup.RenderedChunk): ChunkCatalog | undefined {
    if (ownCatalogs.has(chunk.fileName)) return ownCatalogs.get(chunk.fileName)
    const ids = idsOf(chunk)
    let catalog: ChunkCatalog | undefined
    if (ids.length > 0) {
      catalog = {}
      for (const [locale, messages] of translations) {
        const subset = Object.fromEntries(ids.flatMap((id) => (messages.has(id) ? [[id, messages.get(id)]] : [])))
        const source = `export default ${JSON.stringify(subset)}\n`
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10)
        const fileName = catalogFile(locale, hash)
        if (!emitted.has(fileName)) {
          context.emitFile({ type: 'asset', fileName, source })
          emitted.add(fileName)
        }
        catalog[locale] = hash
      }
    }
    ownCatalogs.set(chunk.fileName, catalog)
    return catalog
  }

  /** `from` and every chunk it imports statically, directly or not. */
  function staticGraph(from: string, chunks: Record<string, Rollup.RenderedChunk>): Set<string> {
    const seen = new Set<string>()
    const queue = [from]
    for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
      if (seen.has(name)) continue
      seen.add(name)
      queue.push(...(chunks[name]?.imports ?? []))
    }
    return seen
  }

  return {
    name: 'remit:chunk-catalogs',
    apply: 'build',
    async buildStart() {
      const config = getConfig({ configPath })
      for (const catalog of await getCatalogs(config)) {
        for (const locale of config.locales.filter((locale) => locale !== config.sourceLocale)) {
          const messages = translations.get(locale) ?? new Map<string, unknown>()
          for (const [id, message] of Object.entries((await catalog.read(locale)) ?? {})) {
            if (message.translation?.trim()) messages.set(id, compileMessage(message.translation))
          }
          translations.set(locale, messages)
        }
      }
    },
    transform(code, moduleId) {
      if (moduleId === serverAnswers || moduleId.includes('/node_modules/')) return
      const held = Object.entries(serverMessages).flatMap(([id, text]) => (code.includes(text) ? [id] : []))
      if (held.length > 0) serverIdsByModule.set(moduleId, held)
    },
    renderChunk(code, chunk, _options, { chunks }) {
      const catalogsIn = (names: Iterable<string>) =>
        [...names].flatMap((name) => {
          const other = chunks[name]
          const catalog = other && catalogsOf(this, other)
          return catalog ? [catalog] : []
        })
      if (chunk.isEntry) {
        return {
          code: `globalThis.${CATALOG_BRIDGE}={entry:${JSON.stringify(catalogsIn(staticGraph(chunk.fileName, chunks)))}};\n${code}`,
          map: null,
        }
      }
      if (!chunk.isDynamicEntry) return null
      const loadedWithEntry = new Set(
        Object.values(chunks)
          .filter((other) => other.isEntry)
          .flatMap((entry) => [...staticGraph(entry.fileName, chunks)]),
      )
      const catalogs = catalogsIn([...staticGraph(chunk.fileName, chunks)].filter((name) => !loadedWithEntry.has(name)))
      if (catalogs.length === 0) return null
      return { code: `await globalThis.${CATALOG_BRIDGE}.load(${JSON.stringify(catalogs)});\n${code}`, map: null }
    },
  }
}
