import { acknowledge, REASONS } from '../nag'
import type { RouteApi } from './constructs/route-api'

/** Every cdk-nag finding the API stack accepts, and why. */
export function acknowledgeApiFindings<Id extends string>(routes: RouteApi<Id>): void {
  for (const { route, function: routeFunction, httpRoute } of routes.endpoints) {
    acknowledge(routeFunction, {
      'AwsSolutions-L1':
        'nodejs22.x on purpose: the bundles target node22 and Node 22 is what we develop and test against (DESIGN 8); ' +
        'the runtime moves as one reviewed change.',
      'PCI.DSS.321-LambdaInsideVPC': REASONS.lambdaOutsideVpc,
    })
    if (route.auth === 'public') {
      acknowledge(httpRoute, {
        'AwsSolutions-APIG4': `Public by the route table (auth: 'public'): ${route.method} ${route.path} answers before sign-in.`,
      })
    }
  }
}
