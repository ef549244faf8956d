import { CfnResource, Stack, Validations, type App } from 'aws-cdk-lib'
import type { IPrincipal } from 'aws-cdk-lib/aws-iam'
import { AwsSolutionsChecks, PCIDSS321Checks } from 'cdk-nag'
import { Construct, type IConstruct } from 'constructs'

/**
 * Runs the AWS Solutions and PCI DSS 3.2.1 rule packs on every synth. An unacknowledged error fails
 * the synth (cdk-nag 3 reports through CDK's policy validation, not through annotations).
 */
export function applyNagPacks(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new PCIDSS321Checks(app))
}

/**
 * Rule id → why it does not apply here. An id may name one finding, e.g.
 * `AwsSolutions-IAM5[Resource::<Site1234.Arn>/*]`, so a wildcard is accepted only where it was read.
 */
export type Acknowledgements = Readonly<Record<string, string>>

/**
 * Acknowledges rules on `scope` and everything below it; keep the scope as small as the finding. Ids
 * are recorded with their pack's namespace (`AwsSolutions::AwsSolutions-L1`), so CDK lists each one
 * with its reason in the cloud assembly's validation report: the audit trail of what was accepted.
 */
export function acknowledge(scope: IConstruct, acknowledgements: Acknowledgements): void {
  for (const [id, reason] of Object.entries(acknowledgements)) {
    const pack = id.slice(0, id.indexOf('-'))
    Validations.of(scope).acknowledge({ id: `${pack}::${id}`, reason })
  }
}

/**
 * The Lambda function that owns a CDK singleton's role (AwsCustomResource, BucketDeployment): those
 * functions live at the stack root under generated ids, so they are found through their role.
 */
export function functionOwningRole(role: IPrincipal): IConstruct {
  const owner = Construct.isConstruct(role) ? role.node.scope : undefined
  if (!owner) throw new Error('Expected a role created inside a CDK singleton function')
  return owner
}

/** The CloudFormation logical id of an L2 construct's resource, as cdk-nag prints it in finding ids. */
export function logicalIdOf(construct: IConstruct): string {
  const resource = construct.node.defaultChild
  if (!CfnResource.isCfnResource(resource)) throw new Error(`${construct.node.path} has no CloudFormation resource`)
  return Stack.of(resource).getLogicalId(resource)
}

/** Reasons shared by several stacks. */
export const REASONS = {
  lambdaOutsideVpc:
    'No VPC by design: the function reaches only AWS public endpoints (DynamoDB, S3, KMS, Cognito) over TLS with ' +
    'IAM-signed requests and has no inbound network path; it receives no card number or CVV (only createTransfer ' +
    'does, acknowledged on its own). A VPC would add NAT or endpoint cost and cold-start latency without narrowing what it can reach.',
  lambdaOutsideVpcWithCardData:
    'No VPC by design, and this function is in PCI DSS scope: POST /api/customers (createTransfer) receives the full ' +
    'card number (PAN) and CVV in its request body, over TLS from CloudFront through API Gateway. It Luhn-checks the ' +
    'number and checks the CVV, keeps only brand, last four and expiry, and never stores, logs or returns the PAN or ' +
    'CVV (DESIGN 6; request logs carry no bodies and every line passes redact()). Receiving the PAN puts the function, ' +
    'API Gateway and CloudFront in the cardholder data environment whether or not it stores it; a VPC would not take ' +
    'them out of it. The function has no inbound network path and reaches only AWS public endpoints over TLS with ' +
    'IAM-signed requests, so a VPC would add NAT or endpoint cost and cold starts without narrowing what it can reach.',
  cdkBasicExecutionRole:
    'CDK-owned singleton Lambda: aws-cdk-lib attaches AWSLambdaBasicExecutionRole to its role, which only lets it write its own logs.',
  cdkInlinePolicy:
    'CDK-owned singleton Lambda: aws-cdk-lib writes its grants as an inline policy on its own role, scoped to the resources this stack names.',
  logBucketSseS3:
    'Log bucket: S3 server access logs are delivered only to buckets with SSE-S3 default encryption (SSE-KMS is not supported as a log target).',
  logBucketNoReplication:
    "Log bucket: versioned and expiring with the stage's log retention; a cross-region copy of access logs is not part of our retention plan.",
} as const
