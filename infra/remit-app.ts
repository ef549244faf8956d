import { Tags, type App } from 'aws-cdk-lib'
import { routeList } from '../shared/api/routes'
import { WAF_REGION, type StageConfig } from './config/stages'
import { ApiAreaStack, routesByArea } from './stacks/api-area-stack'
import { ApiStack } from './stacks/api-stack'
import { functionEnvironment } from './stacks/constructs/function-environment'
import { EdgeAlarmsStack } from './stacks/edge-alarms-stack'
import { EdgeStack, needsEdgeResources } from './stacks/edge-stack'
import { EventsStack } from './stacks/events-stack'
import { MailStack } from './stacks/mail-stack'
import { MonitoringStack, seesCloudFrontMetrics } from './stacks/monitoring-stack'
import { StatefulStack } from './stacks/stateful-stack'
import { WebStack } from './stacks/web-stack'

export interface RemitStacks {
  /** `Remit-<stage>-Mail`: the SES identity of `mailDomain`; deployed before Stateful, whose user pool sends through it. */
  mail: MailStack
  stateful: StatefulStack
  /** `Remit-<stage>-Api-<Area>`: one per area of the route table, holding that area's route functions. */
  apiAreas: readonly ApiAreaStack[]
  api: ApiStack
  events: EventsStack
  web: WebStack
  /** `Remit-<stage>-Monitoring`: the alarms, their SNS topic and the dashboard. */
  monitoring: MonitoringStack
  /** `Remit-<stage>-Edge` in us-east-1: only when the stage has a web ACL or requests a certificate, and the synth knows its region. */
  edge: EdgeStack | undefined
  /** `Remit-<stage>-EdgeAlarms` in us-east-1: CloudFront's alarm, for a stage deployed to another region. */
  edgeAlarms: EdgeAlarmsStack | undefined
}

/**
 * A stage's stacks, named `Remit-<stage>-…`. Plain top-level stacks (not a cdk Stage), so
 * `cdk deploy --all -c stage=<name>` deploys exactly that stage; CDK orders them by their references
 * and by the dependencies added here where no reference says it (the pool's SES identity).
 */
export function createRemitStacks(app: App, config: StageConfig): RemitStacks {
  const prefix = `Remit-${config.stage}`
  const common = { config, ...(config.env ? { env: config.env } : {}) }

  const mail = new MailStack(app, `${prefix}-Mail`, {
    ...common,
    description: `Remit ${config.stage}: the SES identity of the stage's mail domain`,
  })
  const stateful = new StatefulStack(app, `${prefix}-Stateful`, {
    ...common,
    description: `Remit ${config.stage}: table, documents, user pool, keys`,
  })
  // The pool names its SES identity by ARN, a string CDK sees no reference in: without this,
  // `cdk deploy --all` could create the pool before the identity it sends through, and Cognito
  // refuses an identity that does not exist. The notify consumer (Events, after Stateful) sends through it too.
  stateful.addStackDependency(mail, 'the user pool sends e-mail through the SES identity of the Mail stack')
  const environment = functionEnvironment(config, stateful)
  // The route functions by the route table's area, a stack each, so that no stack nears
  // CloudFormation's 500 resources as routes are added (stack-resources.test.ts holds each to 300).
  const apiAreas = [...routesByArea(routeList)].map(
    ([area, routes]) =>
      new ApiAreaStack(app, `${prefix}-Api-${area.charAt(0).toUpperCase()}${area.slice(1)}`, {
        ...common,
        description: `Remit ${config.stage}: route functions of the ${area} area`,
        area,
        routes,
        environment,
        table: stateful.table,
        documentsBucket: stateful.documentsBucket,
        documentsKey: stateful.documentsKey,
        userPool: stateful.userPool,
        logsKey: stateful.logsKey,
        originVerifySecret: stateful.originVerifySecret,
      }),
  )
  const api = new ApiStack(app, `${prefix}-Api`, {
    ...common,
    description: `Remit ${config.stage}: HTTP API, its routes and the scheduled jobs`,
    routes: apiAreas.flatMap((area) => area.functions.map(({ route, function: routeFunction }) => ({ route, function: routeFunction.function }))),
    environment,
    table: stateful.table,
    documentsBucket: stateful.documentsBucket,
    userPool: stateful.userPool,
    userPoolClient: stateful.userPoolClient,
    logsKey: stateful.logsKey,
  })
  const events = new EventsStack(app, `${prefix}-Events`, {
    ...common,
    description: `Remit ${config.stage}: table stream consumers (notifications, search index)`,
    table: stateful.table,
    logsKey: stateful.logsKey,
    environment,
  })
  // CloudFront takes a web ACL and a certificate only from us-east-1, so they get a stack of their own
  // there and the Web stack (in the app's region) reads them through cross-region references, which
  // need both regions known. The CLI always passes one (AWS_REGION, the profile's, else us-east-1);
  // without one (tests, or the app run by hand) the Web stack keeps them, and warns that its template
  // then deploys correctly only to us-east-1. Throwing instead would refuse every region-less synth of
  // prod and staging for a template that is right where the CLI deploys by default.
  const region = config.env?.region
  const edge =
    region && needsEdgeResources(config)
      ? new EdgeStack(app, `${prefix}-Edge`, {
          config,
          env: { ...config.env, region: WAF_REGION },
          crossRegionReferences: true,
          description: `Remit ${config.stage}: CloudFront web ACL and certificate (always in ${WAF_REGION})`,
        })
      : undefined
  // CloudFront's metrics are in us-east-1 only: a stage elsewhere alarms on them from a stack there.
  const alarmsAtEdge = region !== undefined && !seesCloudFrontMetrics(region)
  const web = new WebStack(app, `${prefix}-Web`, {
    ...common,
    ...(edge ? { edge } : {}),
    ...(edge || alarmsAtEdge ? { crossRegionReferences: true } : {}),
    description: `Remit ${config.stage}: CloudFront site and SPA`,
    apiEndpoint: api.api.apiEndpoint,
    logsKey: stateful.logsKey,
    documentsBucket: stateful.documentsBucket,
    originVerifySecret: stateful.originVerifySecret,
  })
  const monitoring = new MonitoringStack(app, `${prefix}-Monitoring`, {
    ...common,
    description: `Remit ${config.stage}: alarms, their e-mail topic and the dashboard`,
    api,
    apiAreas,
    events,
    table: stateful.table,
    web,
    backupVaultName: stateful.backup?.vault.backupVaultName,
  })
  const edgeAlarms = alarmsAtEdge
    ? new EdgeAlarmsStack(app, `${prefix}-EdgeAlarms`, {
        config,
        env: { ...config.env, region: WAF_REGION },
        crossRegionReferences: true,
        description: `Remit ${config.stage}: CloudFront's alarm and its e-mail topic (always in ${WAF_REGION})`,
        distribution: web.distribution,
      })
    : undefined

  // On every taggable resource of every stack of the stage (the app holds one stage), for cost
  // allocation and for telling stages apart in a shared account.
  // Not on dashboards: CloudFormation's registry schema of AWS::CloudWatch::Dashboard has no Tags in
  // every region (cfn-lint E3002 in us-east-1), and a dashboard costs nothing to allocate.
  for (const [key, value] of Object.entries(stageTags(config))) {
    Tags.of(app).add(key, value, { excludeResourceTypes: [...UNTAGGED_RESOURCE_TYPES] })
  }
  return { mail, stateful, apiAreas, api, events, web, edge, edgeAlarms, monitoring }
}

/** The resource types the stage tags are kept off (see createRemitStacks). */
export const UNTAGGED_RESOURCE_TYPES = ['AWS::CloudWatch::Dashboard'] as const

/** The tags every resource of a stage carries. */
export function stageTags(config: StageConfig): Readonly<Record<string, string>> {
  return { app: 'remit', stage: config.stage, 'cost-centre': config.costCentre }
}
