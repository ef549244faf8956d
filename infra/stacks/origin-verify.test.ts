import { Match } from 'aws-cdk-lib/assertions'
import { beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN_VERIFY_ARN_ENV, ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER } from '../../functions/lib/origin-verify'
import { routeList } from '../../shared/api/routes'
import { ROUTE_ID_ENV } from './constructs/route-function'
import { resourcesIn, synthesizedStage, type SynthesizedStage } from './testing/test-stage'

interface LambdaProperties {
  Environment?: { Variables: Record<string, unknown> }
  Layers?: unknown[]
}

describe('the origin-verify secret (prod)', () => {
  let stage: SynthesizedStage
  let functions: LambdaProperties[]
  let headerValue: unknown
  beforeAll(() => {
    stage = synthesizedStage('prod')
    functions = Object.values(resourcesIn(stage, stage.apiAreas, 'AWS::Lambda::Function')).map((fn) => fn.Properties as LambdaProperties)
    const [distribution] = Object.values(stage.templateOf(stage.web).findResources('AWS::CloudFront::Distribution'))
    const origins: { OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[] =
      distribution?.Properties.DistributionConfig.Origins ?? []
    headerValue = origins
      .flatMap((origin) => origin.OriginCustomHeaders ?? [])
      .find((header) => header.HeaderName === ORIGIN_VERIFY_HEADER)?.HeaderValue
  })

  it('is generated per stage in the Stateful stack, letters and digits only, and not retained', () => {
    stage.templateOf(stage.stateful).hasResource('AWS::SecretsManager::Secret', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ GenerateSecretString: { ExcludePunctuation: true, IncludeSpace: false, PasswordLength: 48 } }),
    })
  })

  it('reaches every route function by its ARN only, read at run time through the secrets extension; CloudFront sends it by dynamic reference', () => {
    const routeFunctions = functions.filter((fn) => typeof fn.Environment?.Variables[ROUTE_ID_ENV] === 'string')
    expect(routeFunctions).toHaveLength(routeList.length)
    expect(headerValue).toEqual({ 'Fn::Join': ['', ['{{resolve:secretsmanager:', expect.anything(), ':SecretString:::}}']] })
    const secretArn = (headerValue as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1][1]
    for (const fn of routeFunctions) {
      const variables = fn.Environment?.Variables ?? {}
      // No value in the configuration: nothing resolves the secret into it.
      expect(variables[ORIGIN_VERIFY_ENV]).toBeUndefined()
      expect(JSON.stringify(variables)).not.toContain('resolve:secretsmanager')
      expect(variables[ORIGIN_VERIFY_ARN_ENV]).toEqual(secretArn)
      expect(variables.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT).toBe('2773')
      expect(fn.Layers).toHaveLength(1)
    }
  })

  it('lets each route function read that one secret and nothing else of Secrets Manager', () => {
    const policies = Object.values(resourcesIn(stage, stage.apiAreas, 'AWS::IAM::ManagedPolicy')).map(
      (policy) => policy.Properties as { PolicyDocument: { Statement: { Action: unknown; Resource: unknown }[] } },
    )
    const reads = policies.flatMap((policy) =>
      policy.PolicyDocument.Statement.filter((statement) => JSON.stringify(statement.Action).includes('secretsmanager')),
    )
    expect(reads).toHaveLength(routeList.length)
    for (const statement of reads) {
      expect(statement.Action).toBe('secretsmanager:GetSecretValue')
      expect(JSON.stringify(statement.Resource)).toContain('OriginVerify')
    }
  })

  it('is given to no other function: the scheduled jobs answer no HTTP request', () => {
    const others = functions.filter((fn) => fn.Environment?.Variables[ROUTE_ID_ENV] === undefined)
    for (const fn of others) {
      expect(fn.Environment?.Variables[ORIGIN_VERIFY_ENV]).toBeUndefined()
      expect(fn.Environment?.Variables[ORIGIN_VERIFY_ARN_ENV]).toBeUndefined()
    }
  })
})
