import { Fn } from 'aws-cdk-lib'
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager'
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  type FunctionAssociation,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront'
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import { Construct } from 'constructs'
import { FILES_PATH } from '../../../functions/model/document-objects'
import { TRACKING_PAGE_PATTERN } from '../../config/security-headers'
import { securityHeadersPolicy } from './security-headers-policy'
import { FILES_PATH_CODE } from './files-path'
import { SPA_FALLBACK_CODE } from './spa-fallback'

/** A CloudFront Function from inline `code` (the cloudfront-js-2.0 runtime), run on every viewer request of a behaviour. */
function onViewerRequest(scope: Construct, id: string, code: string, comment: string): FunctionAssociation {
  const viewerRequest = new CloudFrontFunction(scope, id, { code: FunctionCode.fromInline(code), runtime: FunctionRuntime.JS_2_0, comment })
  return { function: viewerRequest, eventType: FunctionEventType.VIEWER_REQUEST }
}

/** Path patterns CloudFront sends to the API; everything else is the SPA. Must cover every route path. */
export const API_PATH_PATTERNS = ['/api/*', '/countries*'] as const

export interface SiteDistributionProps {
  siteBucket: IBucket
  /** `https://<id>.execute-api.<region>.amazonaws.com` */
  apiEndpoint: string
  /** Standard logs; the bucket must accept ACL-based log delivery. */
  logBucket: IBucket
  /**
   * The documents bucket: the SPA PUTs uploads to its presigned URLs, so its origin is in
   * `connect-src`; downloads come through `/files/*` here, so they carry the site's headers.
   */
  documentsBucket?: IBucket
  /**
   * Custom domain, served with TLSv1.2_2021 as the minimum; without one CloudFront serves
   * *.cloudfront.net with its fixed default TLS policy (TLSv1).
   */
  domain?: { names: string[]; certificate: ICertificate }
  /**
   * A header CloudFront adds to every request to the API origin (overwriting any the viewer sent):
   * the functions refuse a request without it, so the execute-api URL answers no direct call.
   */
  apiOriginHeader?: { name: string; value: string }
  /** ARN of a CLOUDFRONT-scope WAF web ACL to attach, if any. */
  webAclArn?: string
  comment: string
}

/**
 * One domain for SPA and API (no CORS): S3 through origin access control by default, the HTTP API for
 * API paths, never cached and forwarding everything but Host (API Gateway routes by its own host name).
 */
export class SiteDistribution extends Construct {
  readonly distribution: Distribution

  constructor(scope: Construct, id: string, props: SiteDistributionProps) {
    super(scope, id)
    // Presigned URLs are virtual-hosted style: https://<bucket>.s3.<region>.amazonaws.com/<key>.
    const uploadOrigins = props.documentsBucket ? [`https://${props.documentsBucket.bucketRegionalDomainName}`] : []
    const responseHeadersPolicy = securityHeadersPolicy(this, 'SecurityHeaders', uploadOrigins)
    const apiOrigin = new HttpOrigin(Fn.select(2, Fn.split('/', props.apiEndpoint)), {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      ...(props.apiOriginHeader ? { customHeaders: { [props.apiOriginHeader.name]: props.apiOriginHeader.value } } : {}),
    })
    const apiBehavior: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy,
    }
    // Presigned downloads through the site's origin, so the security headers (nosniff) are on every
    // file: the function strips `/files`; the signed query and the bucket's
    // own Host reach S3, which checks the signature. Never cached: each URL is one person's, for 60 s.
    const filesBehavior: Record<string, BehaviorOptions> = props.documentsBucket
      ? {
          [`${FILES_PATH}/*`]: {
            origin: new HttpOrigin(props.documentsBucket.bucketRegionalDomainName, {
              protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
              originSslProtocols: [OriginSslPolicy.TLS_V1_2],
            }),
            viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
            allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
            cachePolicy: CachePolicy.CACHING_DISABLED,
            originRequestPolicy: new OriginRequestPolicy(this, 'FilesOriginRequest', {
              comment: 'Presigned document downloads: the signed query string only',
              queryStringBehavior: OriginRequestQueryStringBehavior.all(),
              headerBehavior: OriginRequestHeaderBehavior.none(),
              cookieBehavior: OriginRequestCookieBehavior.none(),
            }),
            responseHeadersPolicy,
            functionAssociations: [
              onViewerRequest(this, 'FilesPath', FILES_PATH_CODE, 'Strips /files from presigned document downloads before they reach the bucket'),
            ],
          },
        }
      : {}
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(props.siteBucket)
    const spaFallback = onViewerRequest(
      this,
      'SpaFallback',
      SPA_FALLBACK_CODE,
      'Prerendered public pages by language; /index.html for other client-side routes',
    )
    const siteBehavior: BehaviorOptions = {
      origin: siteOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      compress: true,
      responseHeadersPolicy,
      functionAssociations: [spaFallback],
    }
    // The recipient's tracking pages: the same SPA with their own headers (no referrer, not indexed; the token is in the path).
    const trackingBehavior: BehaviorOptions = {
      ...siteBehavior,
      responseHeadersPolicy: securityHeadersPolicy(this, 'TrackingHeaders', uploadOrigins, true),
    }
    this.distribution = new Distribution(this, 'Distribution', {
      comment: props.comment,
      defaultRootObject: 'index.html',
      defaultBehavior: siteBehavior,
      additionalBehaviors: {
        ...Object.fromEntries(API_PATH_PATTERNS.map((pattern) => [pattern, apiBehavior])),
        ...filesBehavior,
        [TRACKING_PAGE_PATTERN]: trackingBehavior,
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      ...(props.domain
        ? {
            domainNames: props.domain.names,
            certificate: props.domain.certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    })
  }
}
