import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib'
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses'
import type { Construct } from 'constructs'
import type { StageConfig } from '../config/stages'

export interface MailStackProps extends StackProps {
  config: StageConfig
}

/**
 * The stage's SES domain identity (`mailDomain`), in a stack of its own that the Stateful stack
 * depends on: the user pool sends through it, and CloudFormation must make it before the pool, so
 * `cdk deploy --all` deploys this stack first. Alone, it is also what a fresh account deploys before
 * anything else (`cdk deploy Remit-<stage>-Mail`), to get the DKIM records SES must see before
 * Cognito accepts the identity (docs/operations.md, "First deploy of a fresh account").
 */
export class MailStack extends Stack {
  readonly identity: EmailIdentity

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props)
    this.identity = new EmailIdentity(this, 'Identity', { identity: Identity.domain(props.config.mailDomain) })
    new CfnOutput(this, 'MailIdentity', { value: props.config.mailDomain, description: 'Add the DKIM records SES lists for it to DNS' })
  }
}
