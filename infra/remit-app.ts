import type { App } from 'aws-cdk-lib'
import type { StageConfig } from './config/stages'
import { ApiStack } from './stacks/api-stack'
import { EventsStack } from './stacks/events-stack'
import { StatefulStack } from './stacks/stateful-stack'
import { WebStack } from './stacks/web-stack'

export interface RemitStacks {
  stateful: StatefulStack
  api: ApiStack
  events: EventsStack
  web: WebStack
}

/**
 * A stage's four stacks, named `Remit-<stage>-…`. Plain top-level stacks (not a cdk Stage), so
 * `cdk deploy --all -c stage=<name>` deploys exactly that stage; CDK orders them by their references.
 */
export function createRemitStacks(app: App, config: StageConfig): RemitStacks {
  const prefix = `Remit-${config.stage}`
  const common = { config, ...(config.env ? { env: config.env } : {}) }

  const stateful = new StatefulStack(app, `${prefix}-Stateful`, {
    ...common,
    description: `Remit ${config.stage}: table, documents, user pool, keys`,
  })
  const api = new ApiStack(app, `${prefix}-Api`, {
    ...common,
    description: `Remit ${config.stage}: HTTP API and route functions`,
    table: stateful.table,
    documentsBucket: stateful.documentsBucket,
    documentsKey: stateful.documentsKey,
    userPool: stateful.userPool,
    userPoolClient: stateful.userPoolClient,
    logsKey: stateful.logsKey,
  })
  const events = new EventsStack(app, `${prefix}-Events`, {
    ...common,
    description: `Remit ${config.stage}: table stream consumers (notifications, search index)`,
    table: stateful.table,
    logsKey: stateful.logsKey,
    environment: api.routes.environment,
  })
  const web = new WebStack(app, `${prefix}-Web`, {
    ...common,
    description: `Remit ${config.stage}: CloudFront site and SPA`,
    apiEndpoint: api.api.apiEndpoint,
    logsKey: stateful.logsKey,
    documentsBucket: stateful.documentsBucket,
  })
  return { stateful, api, events, web }
}
