import { Stack } from 'aws-cdk-lib'
import { Match, Template } from 'aws-cdk-lib/assertions'
import { UserPool } from 'aws-cdk-lib/aws-cognito'
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb'
import { Key } from 'aws-cdk-lib/aws-kms'
import { Bucket } from 'aws-cdk-lib/aws-s3'
import { beforeAll, describe, expect, it } from 'vitest'
import type { RouteDef } from '../../shared/api/route-definition'
import { routeList, routes, type RouteId } from '../../shared/api/routes'
import { stageConfig } from '../config/stages'
import { REPO_ROOT } from '../repo-root'
import { RouteApi } from './constructs/route-api'
import { ROUTE_PERMISSIONS } from './route-permissions'
import { routeIdsInTemplate } from './route-ids-in-template'
import { fileAssetSources, synthesizedStage, testApp } from './testing/test-stage'

/** The variables functions/lib/config.ts requires. */
const FUNCTION_ENV = ['STAGE', 'TABLE_NAME', 'AUTH_ISSUER', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'DOCUMENTS_BUCKET']

describe('API stack', () => {
  let template: Template
  beforeAll(() => {
    const stage = synthesizedStage('dev')
    template = stage.templateOf(stage.api)
  })

  it('has exactly one Lambda per route row', () => {
    expect(routeIdsInTemplate(template).sort()).toEqual(routeList.map((route) => route.id).sort())
  })

  it('runs every route on nodejs22.x, arm64, with the settings the handlers read', () => {
    const functions = Object.values(
      template.findResources('AWS::Lambda::Function', { Properties: { Environment: { Variables: { ROUTE_ID: Match.anyValue() } } } }),
    )
    expect(functions).toHaveLength(routeList.length)
    for (const { Properties: fn } of functions) {
      expect(fn.Handler).toBe('index.handler')
      expect(fn.Runtime).toBe('nodejs22.x')
      expect(fn.Architectures).toEqual(['arm64'])
      expect(fn.MemorySize).toBe(512)
      expect(fn.Timeout).toBe(10)
      expect(Object.keys(fn.Environment.Variables)).toEqual(expect.arrayContaining(FUNCTION_ENV))
      expect(fn.Environment.Variables.STAGE).toBe('dev')
      expect(fn.LoggingConfig.LogGroup).toEqual({ Ref: expect.stringMatching(/Logs/) })
    }
  })

  it('keeps logs for the stage retention, encrypted with the stage key', () => {
    const logGroups = Object.values(template.findResources('AWS::Logs::LogGroup'))
    expect(logGroups).toHaveLength(routeList.length + 2) // + the API access log and the scheduled sweep's
    for (const { Properties: logGroup } of logGroups) {
      expect(logGroup.RetentionInDays).toBe(stageConfig('dev').logRetentionDays)
      expect(logGroup.KmsKeyId).toBeDefined()
    }
  })

  it('grants each route only its own permissions, through customer-managed policies', () => {
    for (const { Properties: role } of Object.values(template.findResources('AWS::IAM::Role'))) {
      expect(role.ManagedPolicyArns).toBeUndefined()
      expect(role.Policies).toBeUndefined()
    }
    template.resourceCountIs('AWS::IAM::Policy', 0)
    const policies = template.findResources('AWS::IAM::ManagedPolicy')
    const actionsOf = (routeId: RouteId) => {
      const entry = Object.entries(policies).find(([logicalId]) => logicalId.startsWith(`Routes${routeId}Policy`))
      return JSON.stringify(entry?.[1].Properties.PolicyDocument)
    }
    expect(actionsOf('getHealth')).not.toContain('dynamodb:Query')
    expect(actionsOf('getHealth')).not.toContain('dynamodb:GetItem') // public: never loads a caller
    expect(actionsOf('getMe')).toContain('dynamodb:GetItem') // the caller's profile on every request
    expect(actionsOf('getMe')).not.toContain('dynamodb:PutItem')
    expect(actionsOf('signUp')).toContain('cognito-idp:AdminCreateUser')
    // Only the API signs in (issue 14 finding 4): logIn checks passwords, and may do nothing else in the pool.
    expect(actionsOf('logIn')).toContain('cognito-idp:AdminInitiateAuth')
    expect(actionsOf('logIn')).not.toContain('cognito-idp:AdminCreateUser')
    expect(actionsOf('logIn')).not.toContain('cognito-idp:AdminSetUserPassword')
    expect(actionsOf('listCountries')).toContain('dynamodb:Query')
    expect(actionsOf('listCountries')).not.toContain('dynamodb:PutItem')
    expect(actionsOf('listCountries')).not.toContain('index/*')
  })

  it('throttles and access-logs the default stage', () => {
    const { apiThrottle } = stageConfig('dev')
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: apiThrottle.rateLimit, ThrottlingBurstLimit: apiThrottle.burstLimit },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    })
  })

  it('points every route of the table at its function', () => {
    for (const route of routeList) {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: `${route.method} ${route.path}` })
    }
  })

  it('builds from the sources without bundling in tests', () => {
    const stage = synthesizedStage('dev')
    // Bundling skipped: each function's asset (every route's, and the scheduled sweep's) is the repository itself, not esbuild output.
    expect(fileAssetSources(stage.app, stage.api)).toEqual([...routeList, 'sweepUploads'].map(() => REPO_ROOT))
  })
})

describe('route authorization', () => {
  /** Today every row is public, so a fixture table with signed-in rows checks the authorizer wiring. */
  const fixture: readonly RouteDef<RouteId>[] = [routes.getHealth, { ...routes.listCountries, auth: 'user' }, { ...routes.getCountry, auth: 'admin' }]
  let template: Template
  beforeAll(() => {
    const stack = new Stack(testApp(), 'RouteAuthFixture')
    const userPool = new UserPool(stack, 'Pool')
    new RouteApi(stack, 'Routes', {
      config: stageConfig('test'),
      routes: fixture,
      permissions: ROUTE_PERMISSIONS,
      table: new Table(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } }),
      documentsBucket: new Bucket(stack, 'Documents'),
      documentsKey: new Key(stack, 'DocumentsKey'),
      logsKey: new Key(stack, 'LogsKey'),
      userPool,
      userPoolClient: userPool.addClient('Client'),
    })
    template = Template.fromStack(stack)
  })

  it('verifies Cognito access tokens for our client at the gateway', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1)
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Issuer: { 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('^https://cognito-idp\\.')])] },
        Audience: [{ Ref: Match.stringLikeRegexp('^PoolClient') }],
      },
    })
  })

  it('puts the authorizer on every non-public route and on no public one', () => {
    for (const route of fixture) {
      const found = template.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: `${route.method} ${route.path}` } })
      const [resource] = Object.values(found)
      expect(Object.keys(found)).toHaveLength(1)
      if (route.auth === 'public') {
        expect(resource?.Properties.AuthorizationType).toBe('NONE')
        expect(resource?.Properties.AuthorizerId).toBeUndefined()
      } else {
        expect(resource?.Properties.AuthorizationType).toBe('JWT')
        expect(resource?.Properties.AuthorizerId).toEqual({ Ref: expect.stringMatching(/CognitoAccessToken/) })
      }
    }
  })
})
