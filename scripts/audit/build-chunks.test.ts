import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { testDir } from '../testing/test-dir'
import { readBuildChunks } from './build-chunks'

describe('readBuildChunks', () => {
  it('splits the build into what index.html loads and the lazy rest, largest first, with gzip sizes', () => {
    const dist = testDir('audit-dist-')
    mkdirSync(join(dist, 'assets'))
    writeFileSync(
      join(dist, 'index.html'),
      '<script type="module" crossorigin src="/assets/index-A.js"></script><link rel="stylesheet" crossorigin href="/assets/index-B.css">',
    )
    const files: Record<string, string> = {
      'index-A.js': 'console.log("entry")'.repeat(50),
      'index-B.css': 'body{color:red}',
      'faq-C.js': 'export const faq = 1',
      'sign-up-D.js': 'export const signUp = "a longer chunk than the faq one"',
      'logo-E.svg': '<svg/>',
      'i18n-so-F.js': 'export default {"a":"b"}',
    }
    for (const [name, body] of Object.entries(files)) writeFileSync(join(dist, 'assets', name), body)

    const chunks = readBuildChunks(dist)
    expect(chunks.entry.map((chunk) => chunk.file)).toEqual(['/assets/index-A.js', '/assets/index-B.css'])
    expect(chunks.lazy.map((chunk) => chunk.file)).toEqual(['/assets/sign-up-D.js', '/assets/faq-C.js'])
    expect(chunks.catalogs.map((chunk) => chunk.file)).toEqual(['/assets/i18n-so-F.js'])
    expect(chunks.entry[0]).toEqual({
      file: '/assets/index-A.js',
      bytes: files['index-A.js']?.length,
      gzipBytes: gzipSync(files['index-A.js'] ?? '').length,
    })
  })
})
