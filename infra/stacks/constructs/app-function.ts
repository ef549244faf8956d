import { Duration, RemovalPolicy } from 'aws-cdk-lib'
import { ManagedPolicy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam'
import type { IKey } from 'aws-cdk-lib/aws-kms'
import {
  Architecture,
  CfnFunction,
  Function as LambdaFunction,
  ParamsAndSecretsLayerVersion,
  ParamsAndSecretsLogLevel,
  ParamsAndSecretsVersions,
  Tracing,
} from 'aws-cdk-lib/aws-lambda'
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager'
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs'
import { Construct } from 'constructs'
import { powertoolsEnvironment } from '../../../functions/lib/powertools-settings'
import { REPO_ROOT } from '../../repo-root'
import { functionCode, LAMBDA_RUNTIME } from './function-bundles'
import { APP_FUNCTION_MODULES } from './function-modules'

export interface AppFunctionProps {
  /** The handler module, relative to the repository, without `.ts` (`functions/<area>/<name>`). */
  module: string
  /** What the function does, for the console and its role. */
  description: string
  /** STAGE, TABLE_NAME, … (functions/lib/config.ts). */
  environment: Readonly<Record<string, string>>
  /** What it may touch; log writing is added here. */
  statements: readonly PolicyStatement[]
  logsKey: IKey
  logRetention: RetentionDays
  retainData: boolean
  timeout?: Duration
  /**
   * Secrets it reads at run time: through the AWS Parameters and Secrets extension (a layer that
   * serves them on localhost with a cache), so no value sits in its configuration and no Secrets
   * Manager client joins its bundle (functions/lib/origin-verify.ts).
   */
  readsSecrets?: readonly ISecret[]
}

/** The extension's layer: AWS's, per region and architecture (CDK maps the ARN). */
const SECRETS_EXTENSION = ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103, {
  // Nothing else reads through it; its own cache keeps a value five minutes, as the function does.
  cacheSize: 10,
  logLevel: ParamsAndSecretsLogLevel.WARN,
})

/**
 * One of our Lambdas (a route's, or a scheduled job's): the handler module bundled as minified ESM
 * for Node 22 on arm64, its own encrypted log group, and a role whose only policy is a
 * customer-managed one holding exactly its statements (no AWS managed policies, no inline policies).
 * X-Ray active tracing records every invocation (docs/performance.md, "Powertools": no X-Ray SDK
 * in the bundles), and the Powertools settings name the stage's service.
 */
export class AppFunction extends Construct {
  readonly function: LambdaFunction
  /** The handler module it runs (AppFunctionProps.module). */
  readonly module: string
  readonly logGroup: LogGroup

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id)
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      encryptionKey: props.logsKey,
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY,
    })
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.description}`,
    })
    const policy = new ManagedPolicy(this, 'Policy', {
      roles: [role],
      statements: [
        new PolicyStatement({
          actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          resources: [this.logGroup.logGroupArn],
        }),
        // Active tracing's segments; X-Ray's write actions name no resource.
        new PolicyStatement({ actions: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'], resources: ['*'] }),
        ...props.statements,
        ...(props.readsSecrets?.length
          ? [new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: props.readsSecrets.map((secret) => secret.secretArn) })]
          : []),
      ],
    })
    this.module = props.module
    this.function = new LambdaFunction(this, 'Function', {
      code: functionCode(REPO_ROOT, props.module, APP_FUNCTION_MODULES),
      handler: 'index.handler',
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: props.timeout ?? Duration.seconds(10),
      role,
      logGroup: this.logGroup,
      description: props.description,
      environment: { ...powertoolsEnvironment(stageOf(props.environment)), ...props.environment },
      ...(props.readsSecrets?.length ? { paramsAndSecrets: SECRETS_EXTENSION } : {}),
    })
    // Set on the resource: the `tracing` prop would add its X-Ray statement as an inline policy (ours is above).
    const resource = this.function.node.defaultChild
    if (!(resource instanceof CfnFunction)) throw new Error(`${this.node.path}: the function made no CfnFunction`)
    resource.tracingConfig = { mode: Tracing.ACTIVE }
    // The policy must be attached before the first invocation can write its logs.
    this.function.node.addDependency(policy)
  }
}

/** The stage every function's environment names (functions/lib/config.ts reads STAGE too). */
function stageOf(environment: Readonly<Record<string, string>>): string {
  const stage = environment.STAGE
  if (!stage) throw new Error('A function environment without STAGE: functions/lib/config.ts needs it')
  return stage
}
