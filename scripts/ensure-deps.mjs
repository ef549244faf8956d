#!/usr/bin/env node
// Runs before `npm start`, `npm run dev` and `npm test` with nothing but Node itself: checks the Node
// version and installs the locked dependencies when they are missing or older than the lockfile,
// so a fresh clone needs one command. The dependencies include Node itself (the `node` package, the
// major Lambda runs): npm puts `node_modules/.bin` first on every script's PATH, so whatever Node
// bootstraps this file, the project's commands after it run on that one.
import { execFileSync, execSync } from 'node:child_process'
import { existsSync, lstatSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: this project needs Node 20.19 or newer (https://nodejs.org).`)
  process.exit(1)
}

const lock = join(root, 'package-lock.json')
const installed = join(root, 'node_modules', '.package-lock.json')
const stale = !existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs
// A node_modules linked from another checkout (a git worktree) is that checkout's to install: `npm ci`
// here would empty it through the link.
const linked = existsSync(join(root, 'node_modules')) && lstatSync(join(root, 'node_modules')).isSymbolicLink()
if (stale && linked) {
  console.log('node_modules is a link to another checkout: not installing here (run `npm ci` where it points if it is out of date).')
} else if (stale) {
  console.log('Installing dependencies (npm ci)…')
  try {
    execSync('npm ci --no-audit --no-fund --loglevel=error', { cwd: root, stdio: 'inherit' })
  } catch {
    console.error('Could not install dependencies: `npm ci` failed (see above). Check your network access to the npm registry.')
    process.exit(1)
  }
}

// The Node every command after this one runs on: the locked `node` package's, not the machine's.
const projectNode = join(root, 'node_modules', '.bin', 'node')
if (!existsSync(projectNode)) {
  console.error('node_modules/.bin/node is missing: the `node` package did not install (run `npm ci`, and allow its install script).')
  process.exit(1)
}
const projectVersion = execFileSync(projectNode, ['--version'], { encoding: 'utf8' }).trim()
const lambdaMajor = 'v22.'
if (!projectVersion.startsWith(lambdaMajor)) {
  console.error(`The project's Node is ${projectVersion}, not the major Lambda runs (22): reinstall with \`npm ci\`.`)
  process.exit(1)
}
const bootstrap = `v${process.versions.node}` === projectVersion ? '' : `; ${process.versions.node} on this machine only installed it`
console.log(`Node ${projectVersion} runs this project (its own \`node\` package, the major of Lambda's nodejs22.x${bootstrap})`)
