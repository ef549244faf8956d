import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import * as z from 'zod/mini'

/**
 * The functions' environment for an operator's script: a deployed stage's (from its
 * `Remit-<stage>-Stateful` stack outputs; AWS credentials needed) or the running `npm start` stack's
 * (`$LOCAL_DATA_DIR/stack.json`). Set it on process.env before importing function modules.
 */
export async function stageEnvironment(stage: string, region: string, fail: (message: string) => never): Promise<Record<string, string>> {
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
export interface TargetOptions {
  stage?: string | undefined
  region?: string | undefined
  local?: boolean | undefined
}

/**
 * Sets process.env to the named target's functions' environment (exactly one of --stage or --local;
 * a stage's region from --region or AWS_REGION), or fails with `usage`. Import function modules after.
 */
export async function useTargetEnvironment(target: TargetOptions, usage: string, fail: (message: string) => never): Promise<void> {
  if (Boolean(target.local) === Boolean(target.stage)) fail(usage)
  const region = target.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION
  if (target.stage && !region) fail('Name the region: --region <region> or AWS_REGION.')
  Object.assign(process.env, target.stage && region ? await stageEnvironment(target.stage, region, fail) : localEnvironment(fail))
}
