import path from 'node:path'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import type { Rollup } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'
import { chunkCatalogs, type ChunkCatalog } from './chunk-catalogs-plugin'
import { catalogFile } from './src/lib/i18n/chunk-catalog-files'
import { messageIdsByModule } from './source-messages-plugin'

const configPath = path.join(import.meta.dirname, '..', 'lingui.config.ts')
const WELCOME = generateMessageId('Welcome back')
const LANGUAGE = generateMessageId('Language')
const SERVER_CODE = 'amounts-have-at-most-2-decimal-places'
const SERVER_TEXT = 'Amounts have at most 2 decimal places'

/** A chunk as Rollup hands it to renderChunk (only what the plugin reads). */
function chunk(fileName: string, moduleIds: string[], { isEntry = false, isDynamicEntry = false, imports = [] as string[] } = {}) {
  return { fileName, moduleIds, isEntry, isDynamicEntry, imports } as unknown as Rollup.RenderedChunk
}

/** Runs the plugin over `chunks` and returns each chunk's new code and every emitted file. */
async function render(chunks: Rollup.RenderedChunk[]) {
  const plugin = chunkCatalogs({
    configPath,
    serverMessages: { [SERVER_CODE]: SERVER_TEXT, 'other-code': 'Another text' },
    serverAnswers: '/src/server-answer-text.ts',
  })
  const files = new Map<string, string>()
  const context = {
    emitFile: (file: { fileName: string; source: string }) => {
      if (files.has(file.fileName)) throw new Error(`${file.fileName} emitted twice`)
      files.set(file.fileName, file.source)
      return file.fileName
    },
  }
  await (plugin.buildStart as () => Promise<void>).call(context)
  const transform = plugin.transform as (code: string, id: string) => void
  transform(`export const AMOUNT_MESSAGE = ${JSON.stringify(SERVER_TEXT)}`, '/shared/money.ts')
  transform('export const x = 1', '/shared/other.ts')
  const meta = { chunks: Object.fromEntries(chunks.map((each) => [each.fileName, each])) }
  const renderChunk = plugin.renderChunk as (
    this: unknown,
    code: string,
    chunk: Rollup.RenderedChunk,
    options: unknown,
    meta: unknown,
  ) => { code: string } | null
  const code = new Map(chunks.map((each) => [each.fileName, renderChunk.call(context, 'CODE', each, {}, meta)?.code]))
  /** The messages of the file a catalog names for `locale`. */
  const messagesOf = (catalog: ChunkCatalog | undefined, locale: string): Record<string, unknown> => {
    const hash = catalog?.[locale]
    const source = hash === undefined ? undefined : files.get(catalogFile(locale, hash))
    if (source === undefined) throw new Error(`no ${locale} file for ${JSON.stringify(catalog)}`)
    return JSON.parse(source.replace(/^export default /, '')) as Record<string, unknown>
  }
  return { code, files, messagesOf }
}

const catalogsIn = (code: string | undefined, pattern: RegExp): ChunkCatalog[] => JSON.parse(code?.match(pattern)?.[1] ?? 'null') as ChunkCatalog[]

describe('chunkCatalogs', () => {
  beforeAll(() => {
    messageIdsByModule.clear()
    messageIdsByModule.set('/src/navbar.tsx', new Set([LANGUAGE]))
    messageIdsByModule.set('/src/sign-in.tsx', new Set([WELCOME]))
    messageIdsByModule.set('/src/no-words.ts', new Set())
  })

  it('names the catalogs of the entry and its static imports first thing in the entry', async () => {
    const { code, messagesOf } = await render([
      chunk('entry.js', ['/src/navbar.tsx'], { isEntry: true, imports: ['vendor.js'] }),
      chunk('vendor.js', ['/shared/money.ts', '/shared/other.ts']),
    ])
    const entry = code.get('entry.js')
    expect(entry).toMatch(/^globalThis\.__remitI18n=\{entry:\[.*\]\};\nCODE$/)
    const [own, vendor] = catalogsIn(entry, /entry:(\[.*\])\}/)
    expect(Object.keys(own ?? {}).sort()).toEqual(['am', 'so', 'sw', 'tr'])
    expect(messagesOf(own, 'so')).toEqual({ [LANGUAGE]: compileMessage('Luqadda') })
    // A server text the SPA's own validation shows travels with the module that holds it.
    expect(Object.keys(messagesOf(vendor, 'tr'))).toEqual([SERVER_CODE])
    expect(code.get('vendor.js')).toBeUndefined()
  })

  it('makes a lazy chunk wait for its catalogs and those of its imports the entry did not bring', async () => {
    const { code, messagesOf } = await render([
      chunk('entry.js', ['/src/navbar.tsx'], { isEntry: true }),
      chunk('sign-in.js', ['/src/sign-in.tsx'], { isDynamicEntry: true, imports: ['entry.js', 'forms.js'] }),
      chunk('forms.js', ['/src/server-answer-text.ts']),
      chunk('plain.js', ['/src/no-words.ts'], { isDynamicEntry: true, imports: ['entry.js'] }),
    ])
    const lazy = code.get('sign-in.js')
    expect(lazy).toMatch(/^await globalThis\.__remitI18n\.load\(\[.*\]\);\nCODE$/)
    const catalogs = catalogsIn(lazy, /load\((\[.*\])\)/)
    // The module that translates the server's error answers carries all the server's texts.
    expect(catalogs.map((catalog) => Object.keys(messagesOf(catalog, 'am')).sort())).toEqual([[WELCOME], [SERVER_CODE]])
    expect(messagesOf(catalogs[0], 'so')).toEqual({ [WELCOME]: compileMessage('Ku soo dhowow mar kale') })
    // A chunk without messages, and a shared one that is not itself imported lazily, stay as they are.
    expect(code.get('plain.js')).toBeUndefined()
    expect(code.get('forms.js')).toBeUndefined()
  })

  it('gives a catalog a new file when its messages change, and one file to chunks with the same messages', async () => {
    const first = await render([
      chunk('a.js', ['/src/sign-in.tsx'], { isDynamicEntry: true }),
      chunk('b.js', ['/src/sign-in.tsx'], { isDynamicEntry: true }),
    ])
    expect(catalogsIn(first.code.get('a.js'), /load\((\[.*\])\)/)).toEqual(catalogsIn(first.code.get('b.js'), /load\((\[.*\])\)/))
    messageIdsByModule.set('/src/sign-in.tsx', new Set([WELCOME, LANGUAGE]))
    const second = await render([chunk('a.js', ['/src/sign-in.tsx'], { isDynamicEntry: true })])
    expect(second.code.get('a.js')).not.toEqual(first.code.get('a.js'))
    expect([...second.files.keys()].every((file) => !first.files.has(file))).toBe(true)
  })
})
