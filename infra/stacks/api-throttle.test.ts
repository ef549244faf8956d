import { Template } from 'aws-cdk-lib/assertions'
import { describe, expect, it } from 'vitest'
import { stageConfig } from '../config/stages'
import { buildTestStage } from './testing/test-stage'

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
    const stages = Object.values(Template.fromStack(buildTestStage(stage).api).findResources('AWS::ApiGatewayV2::Stage'))
    expect(stages.map((s) => s.Properties.DefaultRouteSettings)).toEqual([
      expect.objectContaining({ ThrottlingRateLimit: apiThrottle.rateLimit, ThrottlingBurstLimit: apiThrottle.burstLimit }),
    ])
  })
})

it('gives prod more headroom than staging, and staging more than dev', () => {
  const rate = (stage: string) => stageConfig(stage).apiThrottle.rateLimit
  expect(rate('dev')).toBeLessThan(rate('staging'))
  expect(rate('staging')).toBeLessThan(rate('prod'))
})
