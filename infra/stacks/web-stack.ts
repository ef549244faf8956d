import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib'
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager'
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront'
import type { IKey } from 'aws-cdk-lib/aws-kms'
import { LogGroup } from 'aws-cdk-lib/aws-logs'
import type { Bucket, IBucket } from 'aws-cdk-lib/aws-s3'
import type { Construct } from 'constructs'
import type { StageConfig } from '../config/stages'
import { DocumentsCors } from './constructs/documents-cors'
import { EdgeWebAcl } from './constructs/edge-web-acl'
import { privateBucket } from './constructs/private-bucket'
import { SiteDeployment } from './constructs/site-deployment'
import { SiteDistribution } from './constructs/site-distribution'
import { acknowledgeWebFindings } from './web-nag'

export interface WebStackProps extends StackProps {
  config: StageConfig
  /** The HTTP API's `https://…execute-api…` endpoint. */
  apiEndpoint: string
  logsKey: IKey
  /** The documents bucket, whose CORS rule names this site's origins. */
  documentsBucket: IBucket
}

/** The site: private bucket with the SPA, and the CloudFront distribution in front of SPA and API. */
export class WebStack extends Stack {
  readonly siteBucket: Bucket
  readonly logsBucket: Bucket
  readonly distribution: Distribution
  /** With a custom domain the distribution enforces TLSv1.2_2021; without one CloudFront's default certificate applies. */
  readonly hasCustomDomain: boolean
  readonly documentsCors: DocumentsCors
  /** The stage's WAF web ACL, when `config.waf` is set. */
  readonly webAcl: EdgeWebAcl | undefined

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props)
    const { config } = props
    const { retainData } = config
    this.hasCustomDomain = config.domain !== undefined

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
    this.webAcl = config.waf
      ? new EdgeWebAcl(this, 'Waf', {
          rateLimitPer5Min: config.waf.rateLimitPer5Min,
          metricPrefix: `remit-${config.stage}`,
          logsKey: props.logsKey,
          logRetention: config.logRetentionDays,
          retainData,
        })
      : undefined
    this.distribution = new SiteDistribution(this, 'Cdn', {
      siteBucket: this.siteBucket,
      apiEndpoint: props.apiEndpoint,
      logBucket: this.logsBucket,
      documentsBucket: props.documentsBucket,
      comment: `Remit ${config.stage}`,
      ...(this.webAcl ? { webAclArn: this.webAcl.webAcl.attrArn } : {}),
      ...(config.domain
        ? {
            domain: {
              names: config.domain.names,
              certificate: Certificate.fromCertificateArn(this, 'Certificate', config.domain.certificateArn),
            },
          }
        : {}),
    }).distribution

    const deployment = new SiteDeployment(this, 'Deploy', {
      siteBucket: this.siteBucket,
      distribution: this.distribution,
      runtimeConfig: {
        stage: config.stage,
        region: this.region,
      },
      logGroup: new LogGroup(this, 'DeployLogs', {
        retention: config.logRetentionDays,
        encryptionKey: props.logsKey,
        removalPolicy: retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      }),
    })

    this.documentsCors = new DocumentsCors(this, 'DocumentsCors', {
      bucket: props.documentsBucket,
      origins: [this.distribution.distributionDomainName, ...(config.domain?.names ?? [])].map((name) => `https://${name}`),
      logGroup: new LogGroup(this, 'DocumentsCorsLogs', {
        retention: config.logRetentionDays,
        encryptionKey: props.logsKey,
        removalPolicy: retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      }),
    })

    new CfnOutput(this, 'SiteUrl', { value: `https://${config.domain?.names[0] ?? this.distribution.distributionDomainName}` })
    acknowledgeWebFindings(this, deployment)
  }
}
