import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib'
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2'
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import type { IKey } from 'aws-cdk-lib/aws-kms'
import type { IFunction } from 'aws-cdk-lib/aws-lambda'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import type { Construct } from 'constructs'
import type { RouteDef } from '../../shared/api/route-definition'
import type { RouteId } from '../../shared/api/routes'
import type { StageConfig } from '../config/stages'
import { acknowledgeApiFindings } from './api-nag'
import { RouteApi } from './constructs/route-api'
import { ScheduledJobs } from './constructs/scheduled-jobs'

export interface ApiStackProps extends StackProps {
  config: StageConfig
  /** Every row of the route table with its function, from the area stacks (ApiAreaStack). */
  routes: readonly { route: RouteDef<RouteId>; function: IFunction }[]
  /** The stage's function environment (functionEnvironment), for the scheduled jobs. */
  environment: Readonly<Record<string, string>>
  table: ITable
  documentsBucket: IBucket
  userPool: IUserPool
  userPoolClient: IUserPoolClient
  logsKey: IKey
}

/**
 * The HTTP API (its stage and a route per row of the route table, routed to the area
 * stacks' functions) and the scheduled jobs. Stateless: safe to destroy and redeploy.
 */
export class ApiStack extends Stack {
  readonly api: HttpApi
  readonly routes: RouteApi<RouteId>
  readonly jobs: ScheduledJobs

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props)
    this.routes = new RouteApi(this, 'Routes', props)
    this.api = this.routes.api
    this.jobs = new ScheduledJobs(this, 'Jobs', props)
    new CfnOutput(this, 'ApiEndpoint', {
      value: this.api.apiEndpoint,
      description: 'The API Gateway endpoint; browsers reach the API through the site domain instead',
    })
    acknowledgeApiFindings(this.routes, this.jobs, props.documentsBucket)
  }
}
