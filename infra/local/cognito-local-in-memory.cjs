/* eslint-disable @typescript-eslint/no-require-imports -- a preload for `node --require`, which loads CommonJS only */
// Loaded into cognito-local's process by a stack that keeps its data in memory (LOCAL_IN_MEMORY=1: the
// test pool's stacks, which nobody restarts), never into ours.
//
// cognito-local holds its user pools in memory, reads their StormDB JSON files only when it starts,
// and saves a pool whole after every change: every user, JSON-indented, on each sign-up, confirmation
// or code. A stack that is never restarted needs none of those saves; in the test suite they were about
// half of cognito-local's CPU, growing with every account the files make. Here the asynchronous saves
// (the only ones cognito-local makes once started) do nothing; the files it creates at start are still
// written, synchronously.
'use strict'
const path = require('node:path')

// StormDB as cognito-local resolves it (from its own folder).
const stormdb = require(require.resolve('stormdb', { paths: [path.dirname(require.resolve('cognito-local'))] }))
const save = stormdb.localFileEngine.prototype.write

stormdb.localFileEngine.prototype.write = function write(data) {
  return this.async ? Promise.resolve() : save.call(this, data)
}
