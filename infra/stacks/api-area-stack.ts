import { Stack, type StackProps } from 'aws-cdk-lib'
import type { IUserPool } from 'aws-cdk-lib/aws-cognito'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import type { IKey } from 'aws-cdk-lib/aws-kms'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager'
import type { Construct } from 'constructs'
import type { RouteDef } from '../../shared/api/route-definition'
import type { RouteId } from '../../shared/api/routes'
import { ORIGIN_VERIFY_ARN_ENV } from '../../functions/lib/origin-verify'
import type { StageConfig } from '../config/stages'
import { acknowledgeRouteFunctionFindings } from './api-nag'
import { RouteFunction } from './constructs/route-function'
import { routeStatements } from './constructs/route-policy'

export interface ApiAreaStackProps extends StackProps {
  config: StageConfig
  /** The route table's area (`route.area`) whose rows this stack serves. */
  area: string
  routes: readonly RouteDef<RouteId>[]
  /** The stage's function environment (functionEnvironment). */
  environment: Readonly<Record<string, string>>
  table: ITable
  documentsBucket: IBucket
  documentsKey: IKey
  userPool: IUserPool
  logsKey: IKey
  /** What CloudFront sends in the origin-verify header; each route function refuses requests without it. */
  originVerifySecret: ISecret
}

export interface AreaRouteFunction {
  route: RouteDef<RouteId>
  function: RouteFunction
}

/**
 * One area's route functions: a Lambda per row of the route table whose `area` is this stack's,
 * each with only the access its row declares. The Api stack routes to them. Apart, so no stack nears
 * CloudFormation's 500 resources as routes are added: a new row lands in its area's stack.
 */
export class ApiAreaStack extends Stack {
  readonly area: string
  readonly functions: readonly AreaRouteFunction[]

  constructor(scope: Construct, id: string, props: ApiAreaStackProps) {
    super(scope, id, props)
    this.area = props.area
    const { config } = props
    this.functions = props.routes.map((route) => {
      const routeFunction = new RouteFunction(this, route.id, {
        route,
        environment: props.environment,
        statements: routeStatements(route, props),
        logsKey: props.logsKey,
        logRetention: config.logRetentionDays,
        retainData: config.retainData,
        // Read at run time by its ARN (functions/lib/origin-verify.ts), never put in the configuration.
        // Route functions only: the jobs and consumers answer no HTTP.
        readsSecrets: [props.originVerifySecret],
      })
      routeFunction.function.addEnvironment(ORIGIN_VERIFY_ARN_ENV, props.originVerifySecret.secretArn)
      return { route, function: routeFunction }
    })
    acknowledgeRouteFunctionFindings(this.functions, { documentsBucket: props.documentsBucket })
  }
}

/** The route table's rows by area, in the table's order. */
export function routesByArea<Id extends string>(rows: readonly RouteDef<Id>[]): ReadonlyMap<string, readonly RouteDef<Id>[]> {
  const areas = new Map<string, RouteDef<Id>[]>()
  for (const row of rows) areas.set(row.area, [...(areas.get(row.area) ?? []), row])
  return areas
}
