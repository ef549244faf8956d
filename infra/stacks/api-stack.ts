import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib'
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2'
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import type { IKey } from 'aws-cdk-lib/aws-kms'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager'
import type { Construct } from 'constructs'
import { routeList, type RouteId } from '../../shared/api/routes'
import { ORIGIN_VERIFY_ENV } from '../../functions/lib/origin-verify'
import type { StageConfig } from '../config/stages'
import { acknowledgeApiFindings } from './api-nag'
import { RouteApi } from './constructs/route-api'
import { ScheduledJobs } from './constructs/scheduled-jobs'
import { ROUTE_PERMISSIONS } from './route-permissions'

export interface ApiStackProps extends StackProps {
  config: StageConfig
  table: ITable
  documentsBucket: IBucket
  documentsKey: IKey
  userPool: IUserPool
  userPoolClient: IUserPoolClient
  logsKey: IKey
  /** What CloudFront sends in the origin-verify header; each route function refuses requests without it. */
  originVerifySecret: ISecret
}

/** The HTTP API with one Lambda per row of the route table, and the scheduled jobs. Stateless: safe to destroy and redeploy. */
export class ApiStack extends Stack {
  readonly api: HttpApi
  readonly routes: RouteApi<RouteId>
  readonly jobs: ScheduledJobs

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props)
    this.routes = new RouteApi(this, 'Routes', { ...props, routes: routeList, permissions: ROUTE_PERMISSIONS })
    this.api = this.routes.api
    // An environment variable from the same dynamic reference CloudFront uses, resolved at deploy:
    // reading Secrets Manager on each cold start would put another SDK client in every bundle and a
    // call before the first answer. Route functions only: the jobs and consumers answer no HTTP.
    for (const endpoint of this.routes.endpoints) {
      endpoint.function.function.addEnvironment(ORIGIN_VERIFY_ENV, props.originVerifySecret.secretValue.unsafeUnwrap())
    }
    this.jobs = new ScheduledJobs(this, 'Jobs', { ...props, environment: this.routes.environment })
    new CfnOutput(this, 'ApiEndpoint', {
      value: this.api.apiEndpoint,
      description: 'The API Gateway endpoint; browsers reach the API through the site domain instead',
    })
    acknowledgeApiFindings(this.routes, this.jobs, { permissions: ROUTE_PERMISSIONS, documentsBucket: props.documentsBucket })
  }
}
