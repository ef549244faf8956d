import { join } from 'node:path'
import { Duration, RemovalPolicy } from 'aws-cdk-lib'
import { ManagedPolicy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam'
import type { IKey } from 'aws-cdk-lib/aws-kms'
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda'
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs'
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs'
import { Construct } from 'constructs'
import { handlerModulePath, type RouteDef } from '../../../shared/api/route-definition'
import { REPO_ROOT } from '../../repo-root'
import { ROUTE_BUNDLING } from './route-bundling'

/** Env var naming the route a function serves; `routeIdsInTemplate` reads it back. */
export const ROUTE_ID_ENV = 'ROUTE_ID'

export interface RouteFunctionProps {
  route: RouteDef
  /** STAGE, TABLE_NAME, AUTH_ISSUER, USER_POOL_ID, USER_POOL_CLIENT_ID (functions/lib/config.ts). */
  environment: Readonly<Record<string, string>>
  /** What the route may touch (route-policy.ts); log writing is added here. */
  statements: readonly PolicyStatement[]
  logsKey: IKey
  logRetention: RetentionDays
  retainData: boolean
}

/**
 * One route's Lambda: the handler file `functions/<area>/<kebab-id>.ts` bundled as minified ESM for
 * Node 22 on arm64, its own encrypted log group, and a role whose only policy is a customer-managed
 * one holding exactly the route's statements (no AWS managed policies, no inline policies).
 */
export class RouteFunction extends Construct {
  readonly function: NodejsFunction
  readonly logGroup: LogGroup

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    super(scope, id)
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      encryptionKey: props.logsKey,
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    })
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs the ${props.route.id} route`,
    })
    const policy = new ManagedPolicy(this, 'Policy', {
      roles: [role],
      statements: [
        new PolicyStatement({
          actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          resources: [this.logGroup.logGroupArn],
        }),
        ...props.statements,
      ],
    })
    this.function = new NodejsFunction(this, 'Function', {
      entry: join(REPO_ROOT, `${handlerModulePath(props.route)}.ts`),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      role,
      logGroup: this.logGroup,
      description: `${props.route.method} ${props.route.path}`,
      environment: { ...props.environment, [ROUTE_ID_ENV]: props.route.id },
      bundling: { ...ROUTE_BUNDLING, mainFields: [...ROUTE_BUNDLING.mainFields] },
    })
    // The policy must be attached before the first invocation can write its logs.
    this.function.node.addDependency(policy)
  }
}
