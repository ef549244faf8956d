import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const SKIP = new Set(['node_modules', 'dist', 'e2e'])

function newestChange(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs)
  }
  return newest
}

/** frontend/dist: where `npm start`, the tests' stacks and `cdk synth` find the production build. */
export const spaDistDir = (repoRoot: string): string => join(repoRoot, 'frontend', 'dist')

/** Whether frontend/dist is a build newer than every source it comes from. */
export function isSpaBuildFresh(repoRoot: string): boolean {
  const index = join(spaDistDir(repoRoot), 'index.html')
  const sources = Math.max(
    newestChange(join(repoRoot, 'frontend')),
    newestChange(join(repoRoot, 'shared')),
    statSync(join(repoRoot, 'package-lock.json')).mtimeMs,
  )
  return existsSync(index) && statSync(index).mtimeMs >= sources
}

/**
 * Builds the SPA into frontend/dist unless the build there is fresh. Built in a folder beside it and
 * then swapped in whole, so nobody reading frontend/dist meanwhile (a stack serving it, a `cdk synth`
 * copying it, `.ci/run` waiting for it) sees half a build: Vite writes index.html before the
 * prerendered pages. The folder is under node_modules (the same disk, so the swap is a rename), where
 * no linter looks.
 */
export async function buildSpa(repoRoot: string): Promise<{ built: boolean; dir: string }> {
  const dir = spaDistDir(repoRoot)
  if (isSpaBuildFresh(repoRoot)) return { built: false, dir }
  const scratch = join(repoRoot, 'node_modules', '.cache')
  mkdirSync(scratch, { recursive: true })
  const building = mkdtempSync(join(scratch, 'spa-build-'))
  const previous = `${building}-previous`
  try {
    await viteBuild(repoRoot, building)
    if (existsSync(dir)) renameSync(dir, previous)
    renameSync(building, dir)
  } finally {
    rmSync(building, { recursive: true, force: true })
    rmSync(previous, { recursive: true, force: true })
  }
  return { built: true, dir }
}

/** A production build of the SPA into frontend/dist, or into `outDir` (emptied first). */
export async function viteBuild(repoRoot: string, outDir?: string): Promise<void> {
  // A separate process with NODE_ENV=production: inside a test runner NODE_ENV is 'test', which
  // would give React's development build.
  await promisify(execFile)(
    process.execPath,
    [
      join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      join(repoRoot, 'frontend', 'vite.config.ts'),
      ...(outDir ? ['--outDir', outDir, '--emptyOutDir'] : []),
      '--logLevel',
      'warn',
    ],
    { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'production' } },
  )
}
