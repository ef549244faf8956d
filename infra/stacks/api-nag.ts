import { Stack } from 'aws-cdk-lib'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import { acknowledge, logicalIdOf, REASONS } from '../nag'
import type { RouteDef } from '../../shared/api/route-definition'
import type { AppFunction } from './constructs/app-function'
import type { RouteApi } from './constructs/route-api'
import type { ScheduledJobs } from './constructs/scheduled-jobs'

export interface RouteFunctionFindingsContext {
  documentsBucket: IBucket
}

/** What every one of our Lambdas is found for, and why that is accepted (the events stack's consumers too). */
export const EVERY_FUNCTION = {
  'AwsSolutions-L1':
    'nodejs22.x on purpose: the bundles target node22 and Node 22 is what we develop and test against (DESIGN 8); ' +
    'the runtime moves as one reviewed change.',
  'PCI.DSS.321-LambdaInsideVPC': REASONS.lambdaOutsideVpc,
  'AwsSolutions-IAM5[Resource::*]':
    'X-Ray active tracing (AppFunction): xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level ' +
    'permissions, so IAM takes only "*" for them; they can only write trace data into this account.',
}

/** Every cdk-nag finding the Api stack accepts, and why: its public routes and its scheduled jobs. */
export function acknowledgeApiFindings<Id extends string>(routes: RouteApi<Id>, jobs: ScheduledJobs, documentsBucket: IBucket): void {
  acknowledge(jobs.sweepUploads, {
    ...EVERY_FUNCTION,
    [documentObjectsFinding(Stack.of(jobs), documentsBucket)]:
      'The sweep deletes the files of uploads never finished, which any user may have started: it cannot name them in IAM. ' +
      'It deletes only the key recorded on a pending document it has just removed; the wildcard is limited to users/.',
  })
  // Its statements name the table and its partitions: only what every function is found for.
  acknowledge(jobs.reconcileLedger, { ...EVERY_FUNCTION })
  acknowledge(jobs.checkSanctionsList, { ...EVERY_FUNCTION })
  for (const { route, httpRoute } of routes.endpoints) {
    acknowledge(httpRoute, {
      'AwsSolutions-APIG4':
        route.auth === 'public'
          ? `Public by the route table (auth: 'public'): ${route.method} ${route.path} answers before sign-in.`
          : `Signed in (auth: '${route.auth}'): the bearer is the API's opaque session token, which only the route wrapper can ` +
            'judge (one read of its hashed item, functions/lib/route.ts); a gateway JWT authorizer would need the browser to hold ' +
            "a Cognito token, whose aws.cognito.signin.user.admin scope opens Cognito's own API (docs/auth.md).",
    })
  }
}

/**
 * The routes whose request carries a full card number and CVV (their body schema has `cardNumber`):
 * their functions are in PCI DSS scope, and their VPC acknowledgement says so.
 */
export const CARD_DATA_ROUTES: readonly string[] = ['createTransfer']

/** Every cdk-nag finding an area stack's route functions are accepted with, and why. */
export function acknowledgeRouteFunctionFindings<Id extends string>(
  functions: readonly { route: RouteDef<Id>; function: AppFunction }[],
  context: RouteFunctionFindingsContext,
): void {
  for (const { route, function: routeFunction } of functions) {
    acknowledge(routeFunction, {
      ...EVERY_FUNCTION,
      ...(CARD_DATA_ROUTES.includes(route.id) ? { 'PCI.DSS.321-LambdaInsideVPC': REASONS.lambdaOutsideVpcWithCardData } : {}),
    })
    if (route.access?.documents?.length) {
      acknowledge(routeFunction, {
        [documentObjectsFinding(Stack.of(routeFunction), context.documentsBucket)]:
          'Documents are one object per document under users/<owner>/ and all users share this role, so IAM cannot name the ' +
          "object: the handler presigns or touches only the key of a document it has just checked is the caller's own " +
          '(or the caller is staff); createDocument, at the pending-upload cap, also deletes the files of uploads never ' +
          'finished, as the hourly sweep does. The wildcard is limited to the users/ prefix of the documents bucket.',
      })
    }
  }
}

/**
 * The IAM5 finding id of `<documents bucket ARN>/users/*` as cdk-nag prints it in this stack: the
 * bucket's logical id when it is local, else the name of the stateful stack's export of its ARN.
 * `exportValue` creates (or finds) the very export CDK makes for the cross-stack reference.
 */
function documentObjectsFinding(stack: Stack, bucket: IBucket): string {
  const owner = Stack.of(bucket)
  if (owner === stack) return `AwsSolutions-IAM5[Resource::<${logicalIdOf(bucket)}.Arn>/users/*]`
  const imported: unknown = stack.resolve(owner.exportValue(bucket.bucketArn))
  const name = typeof imported === 'object' && imported !== null && 'Fn::ImportValue' in imported ? imported['Fn::ImportValue'] : undefined
  if (typeof name !== 'string') throw new Error(`Expected the documents bucket ARN to be imported, got ${JSON.stringify(imported)}`)
  return `AwsSolutions-IAM5[Resource::${name}/users/*]`
}
