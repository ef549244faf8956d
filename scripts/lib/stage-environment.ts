import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs, type ParseArgsConfig } from 'node:util'
import * as z from 'zod/mini'

/**
 * The functions' environment for an operator's script: a deployed stage's (from its
 * `Remit-<stage>-Stateful` stack outputs; AWS credentials needed) or the running `npm start` stack's
 * (`$LOCAL_DATA_DIR/stack.json`). Set it on process.env before importing function modules.
 */
async function stageEnvironment(stage: string, region: string, fail: (message: string) => never): Promise<Record<string, string>> {
  const cloudFormation = new CloudFormationClient({ region })
  const stackName = `Remit-${stage}-Stateful`
  const out = await cloudFormation.send(new DescribeStacksCommand({ StackName: stackName })).catch((error: unknown) => {
    fail(`Cannot read stack ${stackName} in ${region}: ${error instanceof Error ? error.message : String(error)}`)
  })
  const outputs = Object.fromEntries((out.Stacks?.[0]?.Outputs ?? []).map((o) => [o.OutputKey ?? '', o.OutputValue ?? '']))
  const { TableName, UserPoolId, UserPoolClientId, DocumentsBucketName } = outputs
  if (!TableName || !UserPoolId || !UserPoolClientId || !DocumentsBucketName) {
    fail(`Stack ${stackName} lacks the TableName/UserPoolId/UserPoolClientId/DocumentsBucketName outputs.`)
  }
  return {
    STAGE: stage,
    AWS_REGION: region,
    TABLE_NAME: TableName,
    USER_POOL_ID: UserPoolId,
    USER_POOL_CLIENT_ID: UserPoolClientId,
    DOCUMENTS_BUCKET: DocumentsBucketName,
    AUTH_ISSUER: `https://cognito-idp.${region}.amazonaws.com/${UserPoolId}`,
  }
}

export function localEnvironment(fail: (message: string) => never): Record<string, string> {
  const file = join(resolve(process.env.LOCAL_DATA_DIR ?? '.local'), 'stack.json')
  if (!existsSync(file)) fail(`No running local stack (${file} not found): start it with npm start.`)
  const stack = z.safeParse(z.object({ functionEnv: z.record(z.string(), z.string()) }), JSON.parse(readFileSync(file, 'utf8')))
  if (!stack.success) fail(`${file} is not a stack file written by npm start.`)
  return stack.data.functionEnv
}

/** The target an operator's script names: `--stage <name> [--region <region>]` or `--local`. */
interface TargetOptions {
  stage?: string | undefined
  region?: string | undefined
  local?: boolean | undefined
}

/**
 * Sets process.env to the named target's functions' environment (exactly one of --stage or --local;
 * a stage's region from --region or AWS_REGION), or fails with `usage`. Import function modules after.
 */
async function useTargetEnvironment(target: TargetOptions, usage: string, fail: (message: string) => never): Promise<void> {
  if (Boolean(target.local) === Boolean(target.stage)) fail(usage)
  const region = target.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION
  if (target.stage && !region) fail('Name the region: --region <region> or AWS_REGION.')
  Object.assign(process.env, target.stage && region ? await stageEnvironment(target.stage, region, fail) : localEnvironment(fail))
}

type OptionsConfig = NonNullable<ParseArgsConfig['options']>
type OptionValues<O extends OptionsConfig> = ReturnType<typeof parseArgs<{ options: O }>>['values']

/** What an operator's script is told: its own options' values and other arguments, and how to stop with a message. */
interface OperatorArgs<V> {
  values: V & { stage?: string | undefined; region?: string | undefined; local?: boolean | undefined }
  positionals: string[]
  fail: (message: string) => never
  usage: string
}

interface OperatorScript<O extends OptionsConfig, C> {
  /** The script's own options, beside the target's. */
  options?: O
  /** What the usage line says after the target. */
  usage?: string
  /** Whether it takes arguments other than options (files). */
  positionals?: boolean
  /** The exit code of a failure (default 1). */
  failureCode?: number
  /** Checks the arguments before anything is read from the target; what it returns goes to `run`. */
  check?: (args: OperatorArgs<OptionValues<O>>) => C
}

/**
 * Runs `npm run <name>`: parses `--stage <name> [--region <region>] | --local` and the script's own
 * arguments, checks them, sets process.env to that target's functions' environment, then `run`, which
 * imports function modules only then: they read their configuration at import. A failure prints one
 * line and exits with `failureCode`.
 */
export function runOperatorScript<const O extends OptionsConfig, C = undefined>(
  name: string,
  script: OperatorScript<O, C>,
  run: (args: OperatorArgs<OptionValues<O>> & { checked: C }) => Promise<void>,
): void {
  const fail = (message: string): never => {
    console.error(message)
    process.exit(script.failureCode ?? 1)
  }
  const usage = `Usage: npm run ${name} -- (--stage <name> [--region <region>] | --local)${script.usage ? ` ${script.usage}` : ''}`
  const main = async () => {
    const { values, positionals } = parseArgs({
      options: { stage: { type: 'string' }, region: { type: 'string' }, local: { type: 'boolean', default: false }, ...script.options },
      allowPositionals: script.positionals ?? false,
    })
    const args = { values: values as OperatorArgs<OptionValues<O>>['values'], positionals, fail, usage }
    const checked = script.check?.(args) as C
    await useTargetEnvironment(args.values, usage, fail)
    await run({ ...args, checked })
  }
  main().catch((error: unknown) => fail(`${name} failed: ${error instanceof Error ? error.message : String(error)}`))
}
