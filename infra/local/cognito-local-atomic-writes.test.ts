import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { testDir } from '../../scripts/testing/test-dir'

const shim = fileURLToPath(new URL('./cognito-local-atomic-writes.cjs', import.meta.url))

/** Runs `script` in a Node process with the shim loaded, in a fresh directory holding .cognito/db.json. */
function runWithShim(script: string): string {
  const dir = testDir('cognito-writes-')
  mkdirSync(join(dir, '.cognito'))
  writeFileSync(join(dir, '.cognito', 'db.json'), '{"old":true}')
  execFileSync(process.execPath, ['--require', shim, '-e', script], { cwd: dir })
  return dir
}

describe("cognito-local's saves", () => {
  it('replace the data file whole, through a temporary file that does not stay', () => {
    const home = runWithShim(`
      const fs = require('node:fs')
      fs.writeFile('.cognito/db.json', '{"new":true}', (error) => { if (error) throw error })
    `)
    expect(readFileSync(join(home, '.cognito', 'db.json'), 'utf8')).toBe('{"new":true}')
    expect(readdirSync(join(home, '.cognito'))).toEqual(['db.json'])
  })

  it('never writes into the old file: a kill mid-save leaves it whole', () => {
    // A hard link shares the old file's inode: a save in place would change what it reads too.
    const home = runWithShim(`
      const fs = require('node:fs')
      fs.linkSync('.cognito/db.json', 'old-inode.json')
      fs.writeFile('.cognito/db.json', '{"new":true}', (error) => { if (error) throw error })
    `)
    expect(readFileSync(join(home, '.cognito', 'db.json'), 'utf8')).toBe('{"new":true}')
    expect(readFileSync(join(home, 'old-inode.json'), 'utf8')).toBe('{"old":true}')
  })

  it('leaves writes outside .cognito alone', () => {
    const home = runWithShim(`require('node:fs').writeFile('other.json', 'x', (error) => { if (error) throw error })`)
    expect(readFileSync(join(home, 'other.json'), 'utf8')).toBe('x')
  })
})
