/* eslint-disable @typescript-eslint/no-require-imports -- a preload for `node --require`, which loads CommonJS only */
// Loaded into cognito-local's process by the local stack (`node --require`), never into ours.
//
// cognito-local keeps its users and clients in StormDB JSON files, which StormDB saves with
// fs.writeFile over the old file: the file is emptied, then written. A stack killed with SIGKILL in
// between (infra/local/stack-crash.integration.test.ts does it on purpose; a busy machine widens the
// window) leaves a torn file, and the next start fails with 'Failed to load StormDB database file'.
// Here the saves under ./.cognito go to a temporary file that is then renamed over the old one,
// which is atomic on one file system: a kill leaves the old file or the new one, never half of one.
'use strict'
const fs = require('node:fs')
const path = require('node:path')

const dataDir = path.resolve('.cognito') + path.sep
const writeFile = fs.writeFile
let saves = 0

fs.writeFile = function atomicWriteFile(file, data, ...rest) {
  const callback = rest[rest.length - 1]
  if (typeof file !== 'string' || typeof callback !== 'function' || !path.resolve(file).startsWith(dataDir)) {
    return writeFile.call(fs, file, data, ...rest)
  }
  const temporary = `${file}.${process.pid}.${++saves}.tmp`
  writeFile.call(fs, temporary, data, ...rest.slice(0, -1), (error) => {
    if (error) return callback(error)
    fs.rename(temporary, file, callback)
  })
}
