import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { testDir } from '../../scripts/testing/test-dir'

const shim = fileURLToPath(new URL('./cognito-local-in-memory.cjs', import.meta.url))
const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

/** A StormDB database as cognito-local makes one (asynchronous saves), a value set and saved, in Node with or without the shim. */
function saveOnce(withShim: boolean): string {
  const file = join(testDir('cognito-memory-'), 'pool.json')
  const script = `
    const StormDB = require('stormdb')
    const db = new StormDB(new StormDB.localFileEngine(${JSON.stringify(file)}, { async: true }))
    db.default({ Users: {} })
    db.get('Users').set('hodan', { Username: 'hodan' })
    db.save().then(() => process.stdout.write(JSON.stringify(db.get('Users').value())))`
  const held = execFileSync(process.execPath, [...(withShim ? ['--require', shim] : []), '-e', script], { cwd: repoRoot, encoding: 'utf8' })
  expect(JSON.parse(held)).toEqual({ hodan: { Username: 'hodan' } })
  return readFileSync(file, 'utf8')
}

describe("cognito-local's pools in memory", () => {
  it('keep their changes in memory and write no save to the file, which stays as made at start', () => {
    expect(JSON.parse(saveOnce(true))).toEqual({})
  })

  it('without the shim, the save writes the file (so the test above can fail)', () => {
    expect(JSON.parse(saveOnce(false))).toEqual({ Users: { hodan: { Username: 'hodan' } } })
  })
})
