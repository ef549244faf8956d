import type { PolicyStatement } from 'aws-cdk-lib/aws-iam'
import type { IKey } from 'aws-cdk-lib/aws-kms'
import type { RetentionDays } from 'aws-cdk-lib/aws-logs'
import type { Construct } from 'constructs'
import { handlerModulePath, type RouteDef } from '../../../shared/api/route-definition'
import { AppFunction, type AppFunctionProps } from './app-function'

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
  /** Secrets read at run time (AppFunctionProps.readsSecrets). */
  readsSecrets?: AppFunctionProps['readsSecrets']
}

/** One route's Lambda: the handler file `functions/<area>/<kebab-id>.ts` as an {@link AppFunction}. */
export class RouteFunction extends AppFunction {
  constructor(scope: Construct, id: string, { route, environment, ...props }: RouteFunctionProps) {
    super(scope, id, {
      ...props,
      module: handlerModulePath(route),
      description: `${route.method} ${route.path}`,
      environment: { ...environment, [ROUTE_ID_ENV]: route.id },
    })
  }
}
