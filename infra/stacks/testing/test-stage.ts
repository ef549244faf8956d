import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { App, type Stack } from 'aws-cdk-lib'
import { AssetManifestArtifact } from 'aws-cdk-lib/cx-api'
import { z } from 'zod'
import { stageConfig, type StageConfig } from '../../config/stages'
import { applyNagPacks } from '../../nag'
import { createRemitStacks, type RemitStacks } from '../../remit-app'
import { REPO_ROOT } from '../../repo-root'

const CdkJsonSchema = z.object({ context: z.record(z.string(), z.unknown()) })

/** cdk.json's feature flags: the CLI hands them to the app, so a test app must be given them too. */
export function cdkJsonContext(): Record<string, unknown> {
  return CdkJsonSchema.parse(JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8'))).context
}

/**
 * An App as the CLI would make it, minus bundling: with `aws:cdk:bundling-stacks` empty, the route
 * functions and the SPA asset point at their sources, so neither esbuild nor vite runs.
 */
export function testApp(): App {
  return new App({ context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] } })
}

export interface TestStage extends RemitStacks {
  app: App
  config: StageConfig
}

/** One stage's stacks in a fresh test app; `nag: true` adds the rule packs as infra/app.ts does. */
export function buildTestStage(stage: string, options: { nag?: boolean; overrides?: Partial<Omit<StageConfig, 'stage'>> } = {}): TestStage {
  const app = testApp()
  const config = { ...stageConfig(stage), ...options.overrides }
  const stacks = createRemitStacks(app, config)
  if (options.nag) applyNagPacks(app)
  return { app, config, ...stacks }
}

/**
 * Where each file asset of a stack comes from, as absolute paths (templates excluded). With bundling
 * skipped these are the source folders themselves instead of `asset.<hash>` build outputs.
 */
export function fileAssetSources(app: App, stack: Stack): string[] {
  const assembly = app.synth()
  const manifest = assembly.getStackArtifact(stack.artifactId).dependencies.find(AssetManifestArtifact.isAssetManifestArtifact)
  if (!manifest) throw new Error(`${stack.stackName} has no asset manifest`)
  return Object.values(manifest.contents.files ?? {})
    .map((asset) => asset.source.path)
    .filter((path): path is string => path !== undefined && !path.endsWith('.template.json'))
    .map((path) => resolve(assembly.directory, path))
}
