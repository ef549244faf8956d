import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the infra tests' apps write their output (testApp in ./test-stage.ts), removed after the run. */
    testAppsDir: string
  }
}

/**
 * The `infra` project's global setup: one folder for every test app's output, removed when the run
 * ends. An App without an outdir makes a folder of its own in the temp folder and leaves it there,
 * one per synth (about 20 a run).
 */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'remit-test-apps-'))
  project.provide('testAppsDir', dir)
  return () => rmSync(dir, { recursive: true, force: true })
}
