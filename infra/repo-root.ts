import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root: handler entries, the lock file and the SPA sources are resolved from here, not from the cwd. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
