import type { IBucket } from 'aws-cdk-lib/aws-s3'
import { PolicyStatement } from 'aws-cdk-lib/aws-iam'
import type { ILogGroup } from 'aws-cdk-lib/aws-logs'
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId, type AwsSdkCall } from 'aws-cdk-lib/custom-resources'
import { Construct } from 'constructs'

export interface DocumentsCorsProps {
  bucket: IBucket
  /** The site's origins (`https://…`): the CloudFront domain and any custom domain names. */
  origins: string[]
  /** Log group of CDK's custom-resource Lambda (retention and encryption are ours to set). */
  logGroup: ILogGroup
}

/**
 * The documents bucket's CORS rule: the site's origins may PUT presigned uploads and GET presigned
 * downloads; no other origin may. It lives in the Web stack because the CloudFront domain is made
 * here and the bucket's own stack (Stateful) cannot name it without a cycle; the bucket template has
 * no CORS property, so this is the rule's only owner. Deleting the Web stack removes the rule
 * (fail closed).
 */
export class DocumentsCors extends Construct {
  readonly resource: AwsCustomResource

  constructor(scope: Construct, id: string, props: DocumentsCorsProps) {
    super(scope, id)
    const physicalResourceId = PhysicalResourceId.of(`documents-cors-${props.bucket.bucketName}`)
    const put: AwsSdkCall = {
      service: 'S3',
      action: 'PutBucketCors',
      parameters: {
        Bucket: props.bucket.bucketName,
        CORSConfiguration: {
          CORSRules: [{ AllowedOrigins: props.origins, AllowedMethods: ['PUT', 'GET'], AllowedHeaders: ['content-type'], MaxAgeSeconds: 3000 }],
        },
      },
      physicalResourceId,
    }
    this.resource = new AwsCustomResource(this, 'Rule', {
      onCreate: put,
      onUpdate: put,
      onDelete: { service: 'S3', action: 'DeleteBucketCors', parameters: { Bucket: props.bucket.bucketName }, physicalResourceId },
      installLatestAwsSdk: false,
      logGroup: props.logGroup,
      // PutBucketCors and DeleteBucketCors are both authorised by s3:PutBucketCORS, on this bucket only.
      policy: AwsCustomResourcePolicy.fromStatements([new PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [props.bucket.bucketArn] })]),
    })
  }
}
