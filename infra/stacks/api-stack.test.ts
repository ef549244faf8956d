import { Stack } from 'aws-cdk-lib'
import { Match, Template } from 'aws-cdk-lib/assertions'
import { Key } from 'aws-cdk-lib/aws-kms'
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda'
import { beforeAll, describe, expect, it } from 'vitest'
import type { RouteDef } from '../../shared/api/route-definition'
import { routeList, routes, type RouteId } from '../../shared/api/routes'
import { stageConfig } from '../config/stages'
import { REPO_ROOT } from '../repo-root'
import { RouteApi } from './constructs/route-api'
import { routeIdsInTemplate } from './route-ids-in-template'
import { fileAssetSources, resourcesIn, synthesizedStage, testApp, type SynthesizedStage } from './testing/test-stage'

/** The variables functions/lib/config.ts requires. */
const FUNCTION_ENV = ['STAGE', 'TABLE_NAME', 'AUTH_ISSUER', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'DOCUMENTS_BUCKET']

describe('API stacks', () => {
  let stage: SynthesizedStage
  let template: Template
  /** The route functions' stacks, one per area of the route table. */
  const inAreas = (type: string, props?: unknown) => resourcesIn(stage, stage.apiAreas, type, props)
  beforeAll(() => {
    stage = synthesizedStage('dev')
    template = stage.templateOf(stage.api)
  })

  it('has exactly one Lambda per route row, in the stack of its area', () => {
    for (const area of stage.apiAreas) {
      expect(routeIdsInTemplate(stage.templateOf(area)).sort()).toEqual(
        routeList
          .filter((route) => route.area === area.area)
          .map((route) => route.id)
          .sort(),
      )
    }
    expect(stage.apiAreas.flatMap((area) => routeIdsInTemplate(stage.templateOf(area))).sort()).toEqual(routeList.map((route) => route.id).sort())
    expect(routeIdsInTemplate(template)).toEqual([])
  })

  it('runs every route on nodejs22.x, arm64, with the settings the handlers read', () => {
    const functions = Object.values(inAreas('AWS::Lambda::Function', { Properties: { Environment: { Variables: { ROUTE_ID: Match.anyValue() } } } }))
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
    const logGroups = [...Object.values(inAreas('AWS::Logs::LogGroup')), ...Object.values(template.findResources('AWS::Logs::LogGroup'))]
    expect(logGroups).toHaveLength(routeList.length + 4) // + the API access log and the scheduled jobs' (sweep, reconciliation, sanctions list)
    for (const { Properties: logGroup } of logGroups) {
      expect(logGroup.RetentionInDays).toBe(stageConfig('dev').logRetentionDays)
      expect(logGroup.KmsKeyId).toBeDefined()
    }
  })

  it('grants each route only its own permissions, through customer-managed policies', () => {
    for (const { Properties: role } of [...Object.values(inAreas('AWS::IAM::Role')), ...Object.values(template.findResources('AWS::IAM::Role'))]) {
      expect(role.ManagedPolicyArns).toBeUndefined()
      expect(role.Policies).toBeUndefined()
    }
    expect(inAreas('AWS::IAM::Policy')).toEqual({})
    template.resourceCountIs('AWS::IAM::Policy', 0)
    const policies = inAreas('AWS::IAM::ManagedPolicy')
    const actionsOf = (routeId: RouteId) => {
      const entry = Object.entries(policies).find(([key]) => key.split('/')[1]?.startsWith(`${routeId}Policy`))
      if (!entry) throw new Error(`No policy for ${routeId}`)
      return JSON.stringify(entry[1].Properties.PolicyDocument)
    }
    expect(actionsOf('getHealth')).not.toContain('dynamodb:Query')
    expect(actionsOf('getHealth')).not.toContain('dynamodb:GetItem') // public: never loads a caller
    expect(actionsOf('getMe')).toContain('dynamodb:GetItem') // the caller's profile on every request
    expect(actionsOf('getMe')).not.toContain('dynamodb:PutItem')
    expect(actionsOf('signUp')).toContain('cognito-idp:AdminCreateUser')
    // Only the API signs in: logIn checks passwords, and may do nothing else in the pool.
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

  it('points every route of the table at its function in its area stack, which API Gateway may invoke', () => {
    for (const route of routeList) {
      const area = stage.apiAreas.find((stack) => stack.area === route.area)
      const routeFunction = area?.functions.find((entry) => entry.route.id === route.id)?.function.function
      if (!area || !routeFunction) throw new Error(`No function for ${route.id}`)
      // The function's ARN as this stack imports it from the area stack's export.
      const arn = stage.api.resolve(area.exportValue(routeFunction.functionArn))
      const routeKey = `${route.method} ${route.path}`
      const [integrationId] = Object.keys(
        template.findResources('AWS::ApiGatewayV2::Integration', { Properties: { IntegrationType: 'AWS_PROXY', IntegrationUri: arn } }),
      )
      expect(integrationId, routeKey).toBeDefined()
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: routeKey,
        Target: { 'Fn::Join': ['', ['integrations/', { Ref: integrationId }]] },
      })
      template.hasResourceProperties('AWS::Lambda::Permission', { FunctionName: arn, Principal: 'apigateway.amazonaws.com' })
    }
  })

  it('builds from the sources without bundling in tests', () => {
    // Bundling skipped: each function's asset (every route's, and the scheduled jobs') is the repository itself, not esbuild output.
    expect(stage.apiAreas.flatMap((area) => fileAssetSources(stage.app, area))).toEqual(routeList.map(() => REPO_ROOT))
    expect(fileAssetSources(stage.app, stage.api)).toEqual([REPO_ROOT, REPO_ROOT, REPO_ROOT])
  })
})

describe('route authorization', () => {
  /** A fixture table with signed-in rows: none gets a gateway authorizer. */
  const fixture: readonly RouteDef<RouteId>[] = [routes.getHealth, { ...routes.listCountries, auth: 'user' }, { ...routes.getCountry, auth: 'admin' }]
  let template: Template
  beforeAll(() => {
    const stack = new Stack(testApp(), 'RouteAuthFixture')
    new RouteApi(stack, 'Routes', {
      config: stageConfig('test'),
      routes: fixture.map((route) => ({
        route,
        function: new LambdaFunction(stack, route.id, {
          runtime: Runtime.NODEJS_22_X,
          handler: 'index.handler',
          code: Code.fromInline('export const handler = () => {}'),
        }),
      })),
      logsKey: new Key(stack, 'LogsKey'),
    })
    template = Template.fromStack(stack)
  })

  it('puts no authorizer at the gateway: the bearer is the opaque token the route wrapper judges', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 0)
    for (const route of fixture) {
      const found = template.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: `${route.method} ${route.path}` } })
      const [resource] = Object.values(found)
      expect(Object.keys(found)).toHaveLength(1)
      expect(resource?.Properties.AuthorizationType).toBe('NONE')
    }
  })
})
