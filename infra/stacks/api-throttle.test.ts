import { describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import { stageConfig, StageConfigSchema } from '../config/stages'
import { SENSITIVE_ROUTES } from './route-throttles'
import { synthesizedStage } from './testing/test-stage'

/**
 * Per-stage API throttling: every shared stage's HTTP API stage carries that stage's own rate and
 * burst limits (infra/config/stages.ts apiThrottle), so a flood is answered 429 by API Gateway before
 * any Lambda or table is reached.
 */
describe.each(['dev', 'staging', 'prod'])('API throttling (%s)', (stage) => {
  it("throttles the default stage at the stage's own rate and burst", () => {
    const { apiThrottle } = stageConfig(stage)
    expect(apiThrottle.rateLimit).toBeGreaterThan(0)
    expect(apiThrottle.burstLimit).toBeGreaterThanOrEqual(apiThrottle.rateLimit)
    const built = synthesizedStage(stage)
    const stages = Object.values(built.templateOf(built.api).findResources('AWS::ApiGatewayV2::Stage'))
    expect(stages.map((s) => s.Properties.DefaultRouteSettings)).toEqual([
      expect.objectContaining({ ThrottlingRateLimit: apiThrottle.rateLimit, ThrottlingBurstLimit: apiThrottle.burstLimit }),
    ])
  })

  it('throttles each sign-in, sign-up, code, quote and newsletter route on its own, below the stage-wide throttle', () => {
    const { apiThrottle, sensitiveRouteThrottle } = stageConfig(stage)
    expect(sensitiveRouteThrottle.rateLimit).toBeLessThan(apiThrottle.rateLimit)
    expect(sensitiveRouteThrottle.burstLimit).toBeLessThan(apiThrottle.burstLimit)
    const built = synthesizedStage(stage)
    const template = built.templateOf(built.api)
    const [apiStage] = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'))
    const keys = SENSITIVE_ROUTES.map((id) => `${routes[id].method} ${routes[id].path}`)
    expect(apiStage?.Properties.RouteSettings).toEqual(
      Object.fromEntries(
        keys.map((key) => [key, { ThrottlingRateLimit: sensitiveRouteThrottle.rateLimit, ThrottlingBurstLimit: sensitiveRouteThrottle.burstLimit }]),
      ),
    )
    expect(keys).toContain('POST /api/user/login')
    // API Gateway refuses route settings for a route key it does not have yet: the stage waits for each throttled route.
    const routeIds = Object.entries(template.findResources('AWS::ApiGatewayV2::Route'))
      .filter(([, route]) => keys.includes(route.Properties.RouteKey))
      .map(([logicalId]) => logicalId)
    expect(routeIds).toHaveLength(keys.length)
    expect(apiStage?.DependsOn).toEqual(expect.arrayContaining(routeIds))
  })
})

it('refuses a stage whose sensitive routes would be throttled above the stage-wide throttle', () => {
  const dev = stageConfig('dev')
  const wider = { ...dev, sensitiveRouteThrottle: { rateLimit: dev.apiThrottle.rateLimit + 1, burstLimit: dev.apiThrottle.burstLimit } }
  expect(StageConfigSchema.safeParse(dev).success).toBe(true)
  expect(StageConfigSchema.safeParse(wider).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['sensitiveRouteThrottle'])
})

it('gives prod more headroom than staging, and staging more than dev', () => {
  const rate = (stage: string) => stageConfig(stage).apiThrottle.rateLimit
  expect(rate('dev')).toBeLessThan(rate('staging'))
  expect(rate('staging')).toBeLessThan(rate('prod'))
})
