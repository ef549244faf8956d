import { createRequire } from 'node:module'

/**
 * Transliteration to Latin (`any-ascii`) and the Unicode confusables skeleton (`unhomoglyph`):
 * 650 KB of tables that only a word with a letter outside ASCII needs. The real SDN list is ASCII,
 * and so are most names screened, so they are required on the first such word instead of imported:
 * no bundle carries them, and no cold start parses them until a name needs them. A function whose
 * bundle requires them gets the two packages copied beside it (PACKAGES_BESIDE_BUNDLE in
 * infra/stacks/constructs/function-bundles.ts); from source they resolve as any package does.
 */
const requireBesideBundle = createRequire(import.meta.url)

interface ScriptTables {
  /** Every script to ASCII letters ("Хасан" is "Khasan", "ş" is "s"). */
  transliterate: (text: string) => string
  /** UTS #39's skeleton: look-alike letters as the Latin ones they imitate (Cyrillic "а" is "a"). */
  skeleton: (text: string) => string
}

let tables: ScriptTables | undefined

export function scriptTables(): ScriptTables {
  tables ??= {
    transliterate: functionOf(requireBesideBundle('any-ascii'), 'any-ascii'),
    skeleton: functionOf(requireBesideBundle('unhomoglyph'), 'unhomoglyph'),
  }
  return tables
}

/** The package's function: its CommonJS export, or an ES module's default export. */
function functionOf(loaded: unknown, name: string): (text: string) => string {
  const candidate = typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : loaded
  if (typeof candidate !== 'function') throw new Error(`${name} exports no function`)
  return (text) => String(candidate(text))
}
