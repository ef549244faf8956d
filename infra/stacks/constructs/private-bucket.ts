import { Duration, RemovalPolicy } from 'aws-cdk-lib'
import type { IKey } from 'aws-cdk-lib/aws-kms'
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3'
import type { Construct } from 'constructs'

export interface PrivateBucketProps {
  retainData: boolean
  /** Customer-managed key for data buckets; omitted → SSE-S3 (what log delivery and public web assets need). */
  encryptionKey?: IKey
  /** Where S3 server access logs go; omitted only for log buckets themselves. */
  accessLogs?: { bucket: IBucket; prefix: string }
  /** Objects expire after this many days (log buckets). */
  expireAfterDays?: number
  /** CloudFront standard logs are delivered with ACLs, so their bucket must accept them. */
  acceptsLogDeliveryAcls?: boolean
}

/**
 * Every bucket of the app: no public access, TLS 1.2+ only, encrypted, versioned (old versions kept
 * 30 days), and emptied on delete only in dev stages.
 */
export function privateBucket(scope: Construct, id: string, props: PrivateBucketProps): Bucket {
  return new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    minimumTLSVersion: 1.2,
    ...(props.encryptionKey
      ? { encryption: BucketEncryption.KMS, encryptionKey: props.encryptionKey, bucketKeyEnabled: true }
      : { encryption: BucketEncryption.S3_MANAGED }),
    objectOwnership: props.acceptsLogDeliveryAcls ? ObjectOwnership.BUCKET_OWNER_PREFERRED : ObjectOwnership.BUCKET_OWNER_ENFORCED,
    versioned: true,
    lifecycleRules: [
      {
        noncurrentVersionExpiration: Duration.days(30),
        abortIncompleteMultipartUploadAfter: Duration.days(1),
        ...(props.expireAfterDays ? { expiration: Duration.days(props.expireAfterDays) } : {}),
      },
    ],
    ...(props.accessLogs ? { serverAccessLogsBucket: props.accessLogs.bucket, serverAccessLogsPrefix: props.accessLogs.prefix } : {}),
    removalPolicy: props.retainData ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY,
    autoDeleteObjects: !props.retainData,
  })
}
