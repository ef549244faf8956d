import { RetentionDays } from 'aws-cdk-lib/aws-logs'
import { describe, expect, it } from 'vitest'
import { DEFAULT_WAF_RATE_LIMIT, stageConfig } from '../config/stages'

describe('stage configuration', () => {
  it('keeps data and a year of logs on prod', () => {
    expect(stageConfig('prod')).toMatchObject({ stage: 'prod', retainData: true, logRetentionDays: RetentionDays.ONE_YEAR })
  })

  it('treats staging as prod-like', () => {
    expect(stageConfig('staging').retainData).toBe(true)
  })

  it("gives a developer's personal stage the dev settings", () => {
    const { stage, ...settings } = stageConfig('alice')
    const { stage: _dev, ...devSettings } = stageConfig('dev')
    expect(stage).toBe('alice')
    expect(settings).toEqual(devSettings)
    expect(settings.retainData).toBe(false)
  })

  it('takes account and region when the CLI knows them, and leaves them out otherwise', () => {
    expect(stageConfig('dev', { account: '123456789012', region: 'eu-west-1' }).env).toEqual({ account: '123456789012', region: 'eu-west-1' })
    expect(stageConfig('dev', { account: undefined, region: undefined }).env).toBeUndefined()
  })

  it('rejects names that cannot prefix a stack, with a readable message', () => {
    expect(() => stageConfig('Prod_1')).toThrow(/Stage "Prod_1" is misconfigured: stage: /)
    expect(() => stageConfig('dev', { account: '12' })).toThrow(/env.account: Account must be 12 digits/)
  })

  it('turns WAF on for prod, off elsewhere, and lets -c waf=true|false override', () => {
    expect(stageConfig('prod').waf).toEqual({ rateLimitPer5Min: DEFAULT_WAF_RATE_LIMIT })
    expect(stageConfig('dev').waf).toBeUndefined()
    expect(stageConfig('staging').waf).toBeUndefined()
    expect(stageConfig('dev', {}, { waf: true }).waf).toEqual({ rateLimitPer5Min: DEFAULT_WAF_RATE_LIMIT })
    expect(stageConfig('prod', {}, { waf: false }).waf).toBeUndefined()
  })

  it('refuses WAF outside us-east-1, where CloudFront cannot use the web ACL', () => {
    expect(() => stageConfig('prod', { region: 'eu-west-1' })).toThrow(/waf: A CloudFront web ACL must be created in us-east-1/)
    expect(stageConfig('prod', { region: 'us-east-1' }).waf).toBeDefined()
    expect(stageConfig('prod', { region: 'eu-west-1' }, { waf: false }).waf).toBeUndefined()
  })
})
