import { DefaultStackSynthesizer, Token, type Stack } from 'aws-cdk-lib'
import { acknowledge, functionOwningRole, logicalIdOf, REASONS, type Acknowledgements } from '../nag'
import type { IConstruct } from 'constructs'
import type { DocumentsCors } from './constructs/documents-cors'
import type { SiteDeployment } from './constructs/site-deployment'

/** What of the web stack its findings are about (the stack itself passes as this). */
export interface WebFindingsSubjects extends Stack {
  siteBucket: IConstruct
  logsBucket: IConstruct
  distribution: IConstruct
  documentsCors: DocumentsCors
  webAcl: IConstruct | undefined
  hasCustomDomain: boolean
}

/** Every cdk-nag finding the web stack accepts, and why. */
export function acknowledgeWebFindings(stack: WebFindingsSubjects, deployment: SiteDeployment): void {
  acknowledge(functionOwningRole(deployment.handlerRole), bucketDeploymentFindings(stack))
  acknowledge(stack.documentsCors, { 'PCI.DSS.321-IAMNoInlinePolicy': REASONS.cdkInlinePolicy })
  acknowledge(functionOwningRole(stack.documentsCors.resource.grantPrincipal), {
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]': REASONS.cdkBasicExecutionRole,
    'PCI.DSS.321-LambdaInsideVPC': `AwsCustomResource setting the documents bucket's CORS rule: ${REASONS.lambdaOutsideVpc}`,
  })

  acknowledge(stack.siteBucket, {
    'PCI.DSS.321-S3DefaultEncryptionKMS':
      'Holds only the public SPA build, served to anyone through CloudFront. SSE-S3 keeps origin access control simple: ' +
      'with KMS the key policy could only name distribution/* (the distribution depends on the bucket).',
    'PCI.DSS.321-S3BucketReplicationEnabled': 'Holds only the SPA build, which every deploy recreates from git.',
  })
  acknowledge(stack.logsBucket, {
    'PCI.DSS.321-S3DefaultEncryptionKMS': REASONS.logBucketSseS3,
    'PCI.DSS.321-S3BucketReplicationEnabled': REASONS.logBucketNoReplication,
  })

  acknowledge(stack.distribution, {
    'AwsSolutions-CFR1':
      'No geo restriction: senders are in the USA, but recipients, staff and travelling senders are elsewhere; access is controlled by sign-in.',
    ...(stack.webAcl
      ? {}
      : {
          'AwsSolutions-CFR2':
            'WAF is off on this stage (infra/config/stages.ts turns it on for staging and prod, -c waf=true for any stage): ' +
            'API Gateway throttles every stage, request bodies are capped at 64 KB and Cognito locks out repeated sign-in failures.',
        }),
    ...(stack.hasCustomDomain
      ? {}
      : {
          'AwsSolutions-CFR4':
            'No custom domain on this stage: the *.cloudfront.net default certificate has a TLS policy CloudFront fixes (TLSv1). ' +
            'Setting `domain` in infra/config/stages.ts applies TLSv1.2_2021; prod must have one (the stage config refuses it without).',
        }),
  })
}

/** CDK's BucketDeployment Lambda: a Python handler aws-cdk-lib ships, with the grants it needs to copy the build. */
function bucketDeploymentFindings(stack: WebFindingsSubjects): Acknowledgements {
  const owned = 'CDK-owned BucketDeployment handler:'
  const siteObjects = `Resource::<${logicalIdOf(stack.siteBucket)}.Arn>/*`
  return {
    'AwsSolutions-L1': `${owned} its runtime is chosen by aws-cdk-lib and moves with CDK upgrades.`,
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]': REASONS.cdkBasicExecutionRole,
    'PCI.DSS.321-IAMNoInlinePolicy': REASONS.cdkInlinePolicy,
    'PCI.DSS.321-LambdaInsideVPC': `${owned} ${REASONS.lambdaOutsideVpc}`,
    [`AwsSolutions-IAM5[${siteObjects}]`]: `${owned} it writes and prunes every object of the site bucket.`,
    [`AwsSolutions-IAM5[Resource::${cdkAssetsBucketArn(stack)}/*]`]: `${owned} it reads the build from the CDK asset bucket.`,
    'AwsSolutions-IAM5[Action::s3:GetObject*]': `${owned} read actions CDK grants on the asset and site buckets.`,
    'AwsSolutions-IAM5[Action::s3:GetBucket*]': `${owned} read actions CDK grants on the asset and site buckets.`,
    'AwsSolutions-IAM5[Action::s3:List*]': `${owned} listing the buckets it syncs.`,
    'AwsSolutions-IAM5[Action::s3:DeleteObject*]': `${owned} pruning stale files from the site bucket.`,
    'AwsSolutions-IAM5[Action::s3:Abort*]': `${owned} aborting failed multipart uploads to the site bucket.`,
    'AwsSolutions-IAM5[Resource::*]': `${owned} CDK grants cloudfront:CreateInvalidation and GetInvalidation on * (not configurable); they only expire cached copies.`,
  }
}

/** The bootstrap asset bucket as cdk-nag prints it: pseudo parameters unless the stack has a concrete env. */
function cdkAssetsBucketArn(stack: Stack): string {
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region
  return `arn:<AWS::Partition>:s3:::cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-${account}-${region}`
}
