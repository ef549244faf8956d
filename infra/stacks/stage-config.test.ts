import { RetentionDays } from 'aws-cdk-lib/aws-logs'
import { describe, expect, it } from 'vitest'
import { DEFAULT_WAF_RATE_LIMIT, FIVE_YEARS_IN_DAYS, StageConfigSchema, stageConfig } from '../config/stages'

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

  it('blocks with WAF on prod, counts on staging (false positives show first), none on dev; -c waf=true|false overrides', () => {
    expect(stageConfig('prod').waf).toEqual({ rateLimitPer5Min: DEFAULT_WAF_RATE_LIMIT, mode: 'block' })
    expect(stageConfig('staging').waf).toEqual({ rateLimitPer5Min: DEFAULT_WAF_RATE_LIMIT, mode: 'count' })
    expect(stageConfig('dev').waf).toBeUndefined()
    expect(stageConfig('dev', {}, { waf: true }).waf).toEqual({ rateLimitPer5Min: DEFAULT_WAF_RATE_LIMIT, mode: 'block' })
    expect(stageConfig('staging', {}, { waf: true }).waf?.mode).toBe('count')
    expect(stageConfig('prod', {}, { waf: false }).waf).toBeUndefined()
  })

  it('takes WAF in any region: the web ACL goes to the Edge stack in us-east-1', () => {
    expect(stageConfig('prod', { region: 'eu-west-1' }).waf).toBeDefined()
    expect(stageConfig('prod', { region: 'us-east-1' }).waf).toBeDefined()
  })

  it('requires prod to have its own domain (TLSv1.2_2021), its certificate optional but in us-east-1 when named', () => {
    expect(stageConfig('prod').domain).toEqual({ names: [expect.stringMatching(/\.example$/)] })
    const { domain: _domain, ...withoutDomain } = stageConfig('prod')
    const refused = StageConfigSchema.safeParse(withoutDomain)
    expect(refused.success).toBe(false)
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['domain'], message: expect.stringMatching(/prod stage must have its own domain/) }),
    ])
    expect(StageConfigSchema.safeParse({ ...stageConfig('staging'), domain: undefined }).success).toBe(true)
    const certificateIn = (region: string) => ({
      ...stageConfig('prod'),
      domain: { names: ['remit.example'], certificateArn: `arn:aws:acm:${region}:123456789012:certificate/abc-123` },
    })
    expect(StageConfigSchema.safeParse(certificateIn('us-east-1')).success).toBe(true)
    expect(StageConfigSchema.safeParse(certificateIn('eu-west-1')).error?.issues[0]?.message).toBe('Certificate must be an ACM ARN in us-east-1')
  })

  it('e-mails the alarms of staging and prod (placeholders on .example), and lets a dev stage have none', () => {
    expect(stageConfig('prod').alarmEmails).toEqual([expect.stringMatching(/@remit\.example$/)])
    expect(stageConfig('staging').alarmEmails).toEqual([expect.stringMatching(/@remit\.example$/)])
    expect(stageConfig('dev').alarmEmails).toEqual([])
    for (const stage of ['staging', 'prod']) {
      const refused = StageConfigSchema.safeParse({ ...stageConfig(stage), alarmEmails: [] })
      expect(refused.error?.issues).toEqual([
        expect.objectContaining({ path: ['alarmEmails'], message: `The ${stage} stage must e-mail its alarms to at least one address` }),
      ])
    }
    expect(StageConfigSchema.safeParse({ ...stageConfig('prod'), alarmEmails: ['not an address'] }).success).toBe(false)
  })

  it("backs prod up, daily for PITR's 35 days and monthly for five years, and refuses prod without a plan", () => {
    expect(stageConfig('prod').backup).toEqual({ dailyRetentionDays: 35, monthlyRetentionDays: FIVE_YEARS_IN_DAYS })
    expect(FIVE_YEARS_IN_DAYS).toBeGreaterThanOrEqual(5 * 365 + 1)
    expect(stageConfig('staging').backup).toBeUndefined()
    expect(stageConfig('dev').backup).toBeUndefined()
    const refused = StageConfigSchema.safeParse({ ...stageConfig('prod'), backup: undefined })
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['backup'], message: expect.stringMatching(/prod stage must have a backup plan/) }),
    ])
  })

  it('names a cost centre per stage that AWS takes as a tag value', () => {
    expect(stageConfig('prod').costCentre).toBe('remit-production')
    expect(stageConfig('dev').costCentre).toBe('remit-engineering')
    expect(StageConfigSchema.safeParse({ ...stageConfig('dev'), costCentre: 'café#1' }).success).toBe(false)
  })
})
