import { RemovalPolicy } from 'aws-cdk-lib'
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway'
import { CfnStage, HttpApi, HttpMethod, HttpNoneAuthorizer, HttpStage, LogGroupLogDestination, type HttpRoute } from 'aws-cdk-lib/aws-apigatewayv2'
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations'
import type { IKey } from 'aws-cdk-lib/aws-kms'
import type { IFunction } from 'aws-cdk-lib/aws-lambda'
import { LogGroup } from 'aws-cdk-lib/aws-logs'
import { Construct } from 'constructs'
import type { RouteDef } from '../../../shared/api/route-definition'
import type { StageConfig } from '../../config/stages'
import { SENSITIVE_ROUTES } from '../route-throttles'

export interface RouteApiProps<Id extends string> {
  config: StageConfig
  /** Each row of the route table to serve with the function that serves it (in its area's stack). */
  routes: readonly { route: RouteDef<Id>; function: IFunction }[]
  logsKey: IKey
}

export interface RouteEndpoint<Id extends string> {
  route: RouteDef<Id>
  httpRoute: HttpRoute
}

/** One line of JSON per request; no headers, bodies or tokens. */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    method: '$context.httpMethod',
    routeKey: '$context.routeKey',
    status: '$context.status',
    responseLength: '$context.responseLength',
    latencyMs: '$context.responseLatency',
    integrationLatencyMs: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
  }),
)

/**
 * The HTTP API: a route per row of the route table, integrated with that row's Lambda. No route has a
 * gateway authorizer: the bearer is the API's opaque access token, which only the route wrapper can
 * judge (one read of its session item, functions/lib/route.ts; docs/auth.md). The routes,
 * their integrations and invoke permissions live here with the stage, whose per-route throttles
 * need the routes to exist; the functions live in their areas' stacks, which need nothing of this
 * one, so the references run one way.
 */
export class RouteApi<Id extends string> extends Construct {
  readonly api: HttpApi
  /** Each route row with the API Gateway route made for it. */
  readonly endpoints: readonly RouteEndpoint<Id>[]

  constructor(scope: Construct, id: string, props: RouteApiProps<Id>) {
    super(scope, id)
    const { config } = props
    const removalPolicy = config.retainData ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY

    this.api = new HttpApi(this, 'Api', { apiName: `remit-${config.stage}`, createDefaultStage: false })
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: config.logRetentionDays,
      encryptionKey: props.logsKey,
      removalPolicy,
    })
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: config.apiThrottle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    })

    this.endpoints = props.routes.map(({ route, function: routeFunction }) => {
      const [httpRoute] = this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        // The integration puts the function's invoke permission next to the route, in this stack.
        integration: new HttpLambdaIntegration(`${route.id}Integration`, routeFunction),
        authorizer: new HttpNoneAuthorizer(),
      })
      if (!httpRoute) throw new Error(`No API Gateway route was made for ${route.id}`)
      return { route, httpRoute }
    })

    // Per-route throttles: the L2 stage sets only the default route settings, so the stage's own
    // RouteSettings are set here, keyed by route key. A key the API does not have yet fails the
    // deployment, so the stage waits for those routes.
    const sensitive = new Set<string>(SENSITIVE_ROUTES)
    const throttled = this.endpoints.filter(({ route }) => sensitive.has(route.id))
    const { rateLimit, burstLimit } = config.sensitiveRouteThrottle
    const cfnStage = stage.node.defaultChild
    if (!(cfnStage instanceof CfnStage)) throw new Error('The HTTP stage has no CfnStage')
    if (throttled.length > 0) {
      cfnStage.addPropertyOverride(
        'RouteSettings',
        Object.fromEntries(
          throttled.map(({ route }) => [`${route.method} ${route.path}`, { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit }]),
        ),
      )
    }
    for (const { httpRoute } of throttled) stage.node.addDependency(httpRoute)
  }
}
