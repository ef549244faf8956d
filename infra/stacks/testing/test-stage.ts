import { mkdtempSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { App, type Stack } from 'aws-cdk-lib'
import { Template } from 'aws-cdk-lib/assertions'
import { AssetManifestArtifact, type CloudAssembly } from 'aws-cdk-lib/cx-api'
import { beforeAll, inject } from 'vitest'
import { z } from 'zod'
import { stageConfig, type StageConfig } from '../../config/stages'
import { applyNagPacks } from '../../nag'
import { createRemitStacks, type RemitStacks } from '../../remit-app'
import { REPO_ROOT } from '../../repo-root'

const CdkJsonSchema = z.object({ context: z.record(z.string(), z.unknown()) })

/** cdk.json's feature flags: the CLI hands them to the app, so a test app must be given them too. */
function cdkJsonContext(): Record<string, unknown> {
  return CdkJsonSchema.parse(JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8'))).context
}

/**
 * An App as the CLI would make it, minus bundling: with `aws:cdk:bundling-stacks` empty, the route
 * functions and the SPA asset point at their sources, so neither esbuild nor vite runs, and with
 * asset staging off those sources are not copied into the output (26 MB a synth). And minus CDK's
 * built-in template validation (a WebAssembly CloudFormation checker, about 3 CPU-seconds of each
 * stage's synth): these tests read chosen resources, and each stage's whole templates are checked by
 * `.ci/run`, by that validation in the dev synth and by cfn-lint on dev, staging and prod.
 */
export function testApp(): App {
  return new App({
    outdir: mkdtempSync(join(inject('testAppsDir'), 'app-')),
    context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [], 'aws:cdk:disable-asset-staging': true },
    builtinCloudFormationValidation: false,
  })
}

interface TestStage extends RemitStacks {
  app: App
  config: StageConfig
}

export interface TestStageOptions {
  nag?: boolean
  overrides?: Partial<Omit<StageConfig, 'stage'>>
}

/** One stage's stacks in a fresh test app; `nag: true` adds the rule packs as infra/app.ts does. */
function buildTestStage(stage: string, options: TestStageOptions = {}): TestStage {
  const app = testApp()
  const config = { ...stageConfig(stage), ...options.overrides }
  const stacks = createRemitStacks(app, config)
  if (options.nag) applyNagPacks(app)
  return { app, config, ...stacks }
}

export interface SynthesizedStage extends TestStage {
  assembly: CloudAssembly
  /** The stack's template, read from `assembly` (made once per stack). */
  templateOf: (stack: Stack) => Template
}

const synthesized = new Map<string, SynthesizedStage>()

/**
 * `buildTestStage`, built and synthesized once per worker for each stage, nag flag and overrides:
 * building and synthesizing a stage is most of what an infra test costs, and the infra project shares
 * modules across its files. Shared, so read-only: a test that adds constructs or synthesizes with other
 * options builds a stage of its own with `buildTestStage`.
 */
export function synthesizedStage(stage: string, options: TestStageOptions = {}): SynthesizedStage {
  // Undefined kept in the key: `{ waf: undefined }` overrides the stage's web ACL, where `{}` keeps it.
  const key = JSON.stringify([stage, options.nag === true, options.overrides ?? {}], (_name, value: unknown) =>
    value === undefined ? { undefined: true } : value,
  )
  const cached = synthesized.get(key)
  if (cached) return cached
  const built = buildTestStage(stage, options)
  const assembly = built.app.synth()
  const templates = new Map<Stack, Template>()
  const entry: SynthesizedStage = {
    ...built,
    assembly,
    templateOf: (stack) => {
      // Stack names repeat across stages, so another app's stack would find a wrong template here.
      if (stack.node.root !== built.app) throw new Error(`${stack.stackName} is not a stack of this ${stage} stage`)
      const template = templates.get(stack) ?? Template.fromJSON(assembly.getStackArtifact(stack.artifactId).template)
      templates.set(stack, template)
      return template
    },
  }
  synthesized.set(key, entry)
  return entry
}

/**
 * The template of one stack of a {@link synthesizedStage} (`pick` names it), synthesized in a
 * `beforeAll` of the file or describe that calls this: tests read it by calling what this returns.
 */
export function stackTemplate(stage: string, pick: (stage: SynthesizedStage) => Stack, options: TestStageOptions = {}): () => Template {
  let template: Template | undefined
  beforeAll(() => {
    const built = synthesizedStage(stage, options)
    template = built.templateOf(pick(built))
  })
  return () => {
    if (!template) throw new Error(`The ${stage} template is synthesized in a beforeAll: read it in a test`)
    return template
  }
}

/**
 * The resources of one type across several stacks of a synthesized stage (the route functions'
 * area stacks, say), keyed `<stack name>/<logical id>`.
 */
export function resourcesIn(stage: SynthesizedStage, stacks: readonly Stack[], type: string, props?: unknown): Record<string, ResourceOf> {
  return Object.fromEntries(
    stacks.flatMap((stack) =>
      Object.entries(stage.templateOf(stack).findResources(type, props)).map(([logicalId, resource]) => [
        `${stack.stackName}/${logicalId}`,
        resource,
      ]),
    ),
  )
}

/** A resource of a template as `Template.findResources` gives it. */
export type ResourceOf = ReturnType<Template['findResources']>[string]

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
