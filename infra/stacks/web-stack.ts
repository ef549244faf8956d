import { Annotations, CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib'
import { Certificate, type ICertificate } from 'aws-cdk-lib/aws-certificatemanager'
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront'
import type { IKey } from 'aws-cdk-lib/aws-kms'
import { LogGroup } from 'aws-cdk-lib/aws-logs'
import type { Bucket, IBucket } from 'aws-cdk-lib/aws-s3'
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager'
import type { Construct } from 'constructs'
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/origin-verify'
import { WAF_REGION, type StageConfig } from '../config/stages'
import { DocumentsCors } from './constructs/documents-cors'
import type { EdgeWebAcl } from './constructs/edge-web-acl'
import { privateBucket } from './constructs/private-bucket'
import { SiteDeployment } from './constructs/site-deployment'
import { SiteDistribution } from './constructs/site-distribution'
import { addEdgeResources, needsEdgeResources, type EdgeResources } from './edge-stack'
import { acknowledgeWebFindings } from './web-nag'

export interface WebStackProps extends StackProps {
  config: StageConfig
  /** The HTTP API's `https://…execute-api…` endpoint. */
  apiEndpoint: string
  logsKey: IKey
  /** The documents bucket, whose CORS rule names this site's origins. */
  documentsBucket: IBucket
  /** The value CloudFront sends the API in the origin-verify header (functions/lib/origin-verify.ts). */
  originVerifySecret: ISecret
  /**
   * The web ACL and certificate from the Edge stack (us-east-1). Absent when the stage needs none,
   * or when the synth has no region (then this stack makes them itself: see remit-app.ts).
   */
  edge?: EdgeResources
}

/** The site: private bucket with the SPA, and the CloudFront distribution in front of SPA and API. */
export class WebStack extends Stack {
  readonly siteBucket: Bucket
  readonly logsBucket: Bucket
  readonly distribution: Distribution
  /** With a custom domain the distribution enforces TLSv1.2_2021; without one CloudFront's default certificate applies. */
  readonly hasCustomDomain: boolean
  readonly documentsCors: DocumentsCors
  /** The stage's WAF web ACL, when `config.waf` is set (in the Edge stack, or in this one without a region). */
  readonly webAcl: EdgeWebAcl | undefined

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props)
    const { config } = props
    const { retainData } = config
    this.hasCustomDomain = config.domain !== undefined
    const logRemovalPolicy = retainData ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY

    let edge = props.edge
    if (!edge && needsEdgeResources(config)) {
      Annotations.of(this).addWarningV2(
        'remit:edge-in-web-stack',
        `No region: the web ACL and certificate are in this stack, which then deploys correctly only to ${WAF_REGION}. ` +
          'Synth with a region (AWS_REGION) to put them in the Edge stack.',
      )
      edge = addEdgeResources(this, config, props.logsKey)
    }
    this.webAcl = edge?.webAcl

    this.logsBucket = privateBucket(this, 'Logs', {
      retainData,
      expireAfterDays: config.logRetentionDays,
      acceptsLogDeliveryAcls: true,
    })
    // The site is rebuilt from git on every deploy: nothing to retain.
    this.siteBucket = privateBucket(this, 'Site', {
      retainData: false,
      accessLogs: { bucket: this.logsBucket, prefix: 'site-bucket/' },
    })
    this.distribution = new SiteDistribution(this, 'Cdn', {
      siteBucket: this.siteBucket,
      apiEndpoint: props.apiEndpoint,
      logBucket: this.logsBucket,
      documentsBucket: props.documentsBucket,
      comment: `Remit ${config.stage}`,
      // Resolved by CloudFormation at deploy (a dynamic reference): the value is in no template.
      apiOriginHeader: { name: ORIGIN_VERIFY_HEADER, value: props.originVerifySecret.secretValue.unsafeUnwrap() },
      ...(this.webAcl ? { webAclArn: this.webAcl.webAcl.attrArn } : {}),
      ...(config.domain ? { domain: { names: config.domain.names, certificate: this.certificateOf(config.domain, edge) } } : {}),
    }).distribution

    const deployment = new SiteDeployment(this, 'Deploy', {
      siteBucket: this.siteBucket,
      distribution: this.distribution,
      logGroup: new LogGroup(this, 'DeployLogs', {
        retention: config.logRetentionDays,
        encryptionKey: props.logsKey,
        removalPolicy: logRemovalPolicy,
      }),
    })

    this.documentsCors = new DocumentsCors(this, 'DocumentsCors', {
      bucket: props.documentsBucket,
      origins: [this.distribution.distributionDomainName, ...(config.domain?.names ?? [])].map((name) => `https://${name}`),
      logGroup: new LogGroup(this, 'DocumentsCorsLogs', {
        retention: config.logRetentionDays,
        encryptionKey: props.logsKey,
        removalPolicy: logRemovalPolicy,
      }),
    })

    new CfnOutput(this, 'SiteUrl', { value: `https://${config.domain?.names[0] ?? this.distribution.distributionDomainName}` })
    // What the domain's DNS records point at (a CNAME, or a Route 53 alias), once the stage has a domain.
    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName })
    acknowledgeWebFindings(this, deployment)
  }

  /** The stage's own certificate, or the one the Edge stack requested for its domain. */
  private certificateOf(domain: NonNullable<StageConfig['domain']>, edge: EdgeResources | undefined): ICertificate {
    if (domain.certificateArn) return Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn)
    if (!edge?.certificate) throw new Error(`${domain.names.join(', ')}: no certificate was requested for the domain`)
    return edge.certificate
  }
}
