import { Stack, type StackProps } from 'aws-cdk-lib'
import { Certificate, CertificateValidation, type ICertificate } from 'aws-cdk-lib/aws-certificatemanager'
import type { IKey } from 'aws-cdk-lib/aws-kms'
import type { Construct } from 'constructs'
import type { StageConfig } from '../config/stages'
import { EdgeWebAcl } from './constructs/edge-web-acl'
import { LogsKey } from './constructs/logs-key'
import { WafAlarm } from './constructs/waf-alarm'

/** What CloudFront can only take from us-east-1: the web ACL and the custom domain's certificate. */
export interface EdgeResources {
  /** The stage's WAF web ACL, when `config.waf` is set. */
  readonly webAcl: EdgeWebAcl | undefined
  /** The certificate requested for `config.domain` when the stage names none of its own. */
  readonly certificate: ICertificate | undefined
}

/** Whether a stage has anything that must be made in us-east-1. */
export function needsEdgeResources(config: StageConfig): boolean {
  return config.waf !== undefined || (config.domain !== undefined && config.domain.certificateArn === undefined)
}

/**
 * Makes a stage's {@link EdgeResources} in `scope`, which must deploy to us-east-1: the Edge stack,
 * or the Web stack of an environment-agnostic synth (see remit-app.ts).
 */
export function addEdgeResources(scope: Construct, config: StageConfig, wafLogsKey: IKey | undefined): EdgeResources {
  if (config.waf && !wafLogsKey) throw new Error('The web ACL needs a KMS key for its log group')
  const webAcl =
    config.waf && wafLogsKey
      ? new EdgeWebAcl(scope, 'Waf', {
          rateLimitPer5Min: config.waf.rateLimitPer5Min,
          mode: config.waf.mode,
          metricPrefix: `remit-${config.stage}`,
          logsKey: wafLogsKey,
          logRetention: config.logRetentionDays,
          retainData: config.retainData,
        })
      : undefined
  // Beside the web ACL: its metrics exist only in us-east-1, where an alarm on them must be too.
  if (webAcl && config.waf) {
    new WafAlarm(scope, 'WafAlarm', { stage: config.stage, webAcl: webAcl.webAcl, mode: config.waf.mode, emails: config.alarmEmails })
  }
  const [domainName, ...alternativeNames] = config.domain?.names ?? []
  // DNS-validated without a hosted zone (DNS is outside this app): the stack waits until someone adds
  // the validation CNAME that ACM lists (in the stack's events and the ACM console), for up to 72 hours.
  const certificate =
    domainName && config.domain?.certificateArn === undefined
      ? new Certificate(scope, 'Certificate', {
          domainName,
          subjectAlternativeNames: alternativeNames,
          validation: CertificateValidation.fromDns(),
        })
      : undefined
  return { webAcl, certificate }
}

export interface EdgeStackProps extends StackProps {
  config: StageConfig
}

/**
 * `Remit-<stage>-Edge`, always in us-east-1 (WAF_REGION) wherever the app deploys: the web ACL and
 * its log group, and the certificate, which the Web stack uses through cross-region references.
 */
export class EdgeStack extends Stack implements EdgeResources {
  readonly webAcl: EdgeWebAcl | undefined
  readonly certificate: ICertificate | undefined
  /** Encrypts the WAF log group: a log group takes only a key of its own region. */
  readonly logsKey: IKey | undefined

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props)
    const { config } = props
    this.logsKey = config.waf ? new LogsKey(this, 'LogsKey', { retainData: config.retainData }).key : undefined
    const { webAcl, certificate } = addEdgeResources(this, config, this.logsKey)
    this.webAcl = webAcl
    this.certificate = certificate
  }
}
