import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface BuiltChunk {
  /** Path as served, e.g. /assets/faq-C8KCl6_l.js. */
  file: string
  bytes: number
  gzipBytes: number
}

export interface BuildChunks {
  /** What index.html itself loads: the entry script, its modulepreloads and stylesheets. */
  entry: BuiltChunk[]
  /** Every other JS and CSS file of the build: loaded by a dynamic import when needed. */
  lazy: BuiltChunk[]
  /** A language's share of one chunk's messages (frontend/chunk-catalogs-plugin.ts): loaded with that chunk. */
  catalogs: BuiltChunk[]
}

/** The name the build gives a chunk's catalog of one language. */
const CATALOG = /^i18n-[a-z]{2}-/

/** The files Vite wrote into `distDir`, split by whether index.html loads them. */
export function readBuildChunks(distDir: string): BuildChunks {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const referenced = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]))
  const entry: BuiltChunk[] = []
  const lazy: BuiltChunk[] = []
  const catalogs: BuiltChunk[] = []
  for (const name of readdirSync(join(distDir, 'assets')).sort()) {
    if (!/\.(js|css)$/.test(name)) continue
    const body = readFileSync(join(distDir, 'assets', name))
    const chunk = { file: `/assets/${name}`, bytes: body.length, gzipBytes: gzipSync(body).length }
    ;(referenced.has(chunk.file) ? entry : CATALOG.test(name) ? catalogs : lazy).push(chunk)
  }
  const bySize = (a: BuiltChunk, b: BuiltChunk) => b.gzipBytes - a.gzipBytes
  return { entry: entry.sort(bySize), lazy: lazy.sort(bySize), catalogs: catalogs.sort(bySize) }
}
