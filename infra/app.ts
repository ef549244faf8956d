import { App } from 'aws-cdk-lib'
import { assertDeployable, stageConfig, type StageConfig } from './config/stages'
import { applyNagPacks } from './nag'
import { createRemitStacks } from './remit-app'

/** `npx cdk synth|deploy -c stage=<name>`: one stage's stacks, checked by cdk-nag. */
function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

/** A `-c name=true|false` flag; undefined when not given. */
function booleanContext(app: App, name: string): boolean | undefined {
  const value: unknown = app.node.tryGetContext(name)
  if (value === undefined) return undefined
  if (value === true || value === 'true') return true
  if (value === false || value === 'false') return false
  return fail(`-c ${name} must be true or false, not ${String(value)}`)
}

function readConfig(app: App): StageConfig {
  const stage: unknown = app.node.tryGetContext('stage')
  if (typeof stage !== 'string' || stage === '') {
    fail('Missing stage: run with -c stage=<name> (dev, staging, prod, or your own name for a personal stage).')
  }
  try {
    // The CLI sets these from the current credentials; constructs only ever see the parsed config.
    // The region is always set under the CLI: AWS_REGION (or AWS_DEFAULT_REGION, the profile's),
    // else us-east-1, replacing any CDK_DEFAULT_REGION of the caller's (aws-cdk 2.1148), so choose
    // a stage's region with AWS_REGION. The account is only known with credentials.
    const account = process.env.CDK_DEFAULT_ACCOUNT
    const config = stageConfig(
      stage,
      { account, region: process.env.CDK_DEFAULT_REGION },
      { waf: booleanContext(app, 'waf'), authMailFromSes: booleanContext(app, 'authMailFromSes') },
    )
    // A synth that knows the account runs with credentials, as every `cdk deploy` does, so placeholders
    // are refused there without a flag to remember; CI's offline synths know none and only read the
    // templates. `-c deploy=true` checks offline too, `-c deploy=false` skips it (to read prod's templates).
    if (booleanContext(app, 'deploy') ?? (account !== undefined && account !== '')) assertDeployable(config)
    return config
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error))
  }
}

const app = new App()
createRemitStacks(app, readConfig(app))
applyNagPacks(app)
app.synth()
