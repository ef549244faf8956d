import { execFileSync } from 'node:child_process'
import { cpSync } from 'node:fs'
import { join } from 'node:path'
import { AssetHashType, DockerImage, Duration } from 'aws-cdk-lib'
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront'
import type { IRole } from 'aws-cdk-lib/aws-iam'
import type { ILogGroup } from 'aws-cdk-lib/aws-logs'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import { BucketDeployment, CacheControl, Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment'
import { Construct } from 'constructs'
import { isSpaBuildFresh, spaDistDir } from '../../local/spa-build'
import { REPO_ROOT } from '../../repo-root'
import { PRERENDER_DIR } from '../../../shared/site/prerendered-pages'

export interface SiteDeploymentProps {
  siteBucket: IBucket
  distribution: IDistribution
  /** Log group of CDK's deployment Lambda (retention and encryption are ours to set). */
  logGroup: ILogGroup
}

/**
 * The Vite build of frontend/, made by CDK's local bundling during synth (no Docker: tryBundle runs
 * vite on this machine). Hashed from its output, because the build also reads shared/ and the root
 * config, which a hash of frontend/ alone would miss. A build in frontend/dist newer than every
 * source (the one `npm start` or the tests made, with the same command) is copied instead of
 * building the same bytes again.
 */
function frontendBuild(): ISource {
  return Source.asset(join(REPO_ROOT, 'frontend'), {
    exclude: ['node_modules', 'dist', 'e2e', '**/*.test.*'],
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Required by the API; never used, because local bundling always succeeds or throws.
      image: DockerImage.fromRegistry('node:22'),
      local: {
        tryBundle(outputDir) {
          if (isSpaBuildFresh(REPO_ROOT)) {
            cpSync(spaDistDir(REPO_ROOT), outputDir, { recursive: true })
            return true
          }
          execFileSync(
            'npx',
            ['vite', 'build', '--config', 'frontend/vite.config.ts', '--outDir', outputDir, '--emptyOutDir', '--logLevel', 'warn'],
            {
              cwd: REPO_ROOT,
              stdio: 'inherit',
            },
          )
          return true
        },
      },
    },
  })
}

/**
 * Uploads the SPA in two passes. Hashed files under /assets/ are immutable and never pruned, so a
 * browser still holding the previous index.html can load its chunks during a rollout. Then the rest
 * (index.html, flags, robots.txt) with no-cache, pruning stale files outside /assets/, and
 * invalidating the entry document.
 */
export class SiteDeployment extends Construct {
  /** Role of CDK's deployment Lambda (one singleton per stack), for acknowledging its findings. */
  readonly handlerRole: IRole

  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id)
    const build = frontendBuild()
    const hashedAssets = new BucketDeployment(this, 'HashedAssets', {
      sources: [build],
      destinationBucket: props.siteBucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      // The file list would not fit CloudFormation's 4 KB custom-resource response once the SPA grows.
      outputObjectKeys: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      logGroup: props.logGroup,
    })
    const entryDocuments = new BucketDeployment(this, 'EntryDocuments', {
      sources: [build],
      destinationBucket: props.siteBucket,
      // Excluded paths are also left alone by pruning: the hashed assets stay.
      exclude: ['assets/*'],
      prune: true,
      outputObjectKeys: false,
      cacheControl: [CacheControl.noCache()],
      distribution: props.distribution,
      // The entry document and every prerendered page (each public page in each language).
      distributionPaths: ['/index.html', `/${PRERENDER_DIR}/*`],
      logGroup: props.logGroup,
    })
    entryDocuments.node.addDependency(hashedAssets)
    this.handlerRole = entryDocuments.handlerRole
  }
}
