import { spawnSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { assertDeployable, placeholdersIn, stageConfig, type StageConfig } from '../config/stages'
import { REPO_ROOT } from '../repo-root'

/** Prod as it would be with real values: what a deployer sets in infra/config/stages.ts before launch. */
const realProd: StageConfig = {
  ...stageConfig('prod'),
  domain: { names: ['send.remit-money.com'] },
  alarmEmails: ['oncall@remit-money.com'],
  mailDomain: 'mail.remit-money.com',
}

describe('placeholders in a stage that deploys', () => {
  it("names every placeholder prod's deploy would act on: the certificate's domain, the alarm address, Cognito's mail domain", () => {
    expect(placeholdersIn(stageConfig('prod'))).toEqual([
      'domain.names.0: remit.example',
      'alarmEmails.0: oncall@remit.example',
      'mailDomain: mail.remit.example',
    ])
    expect(() => {
      assertDeployable(stageConfig('prod'))
    }).toThrow(
      'Stage "prod" cannot be deployed: it still holds placeholder values (domain.names.0: remit.example; ' +
        'alarmEmails.0: oncall@remit.example; mailDomain: mail.remit.example). Set the real ones in infra/config/stages.ts. ' +
        'A synth only to read the templates: add -c deploy=false.',
    )
    expect(placeholdersIn(stageConfig('staging'))).toEqual(['alarmEmails.0: oncall-staging@remit.example', 'mailDomain: staging.mail.remit.example'])
  })

  it('knows the other reserved names (RFC 2606 and 6761), and no real name that merely looks like one', () => {
    const withDomain = (name: string) => placeholdersIn({ ...realProd, domain: { names: [name] } })
    for (const name of ['remit.test', 'a.example.com', 'example.org', 'x.invalid', 'localhost']) expect(withDomain(name)).toHaveLength(1)
    for (const name of ['example.co.uk', 'myexample.com', 'examples.com', 'send.remit-money.com']) expect(withDomain(name)).toEqual([])
  })

  it('lets a stage deploy with real values, a certificate of its own, or placeholders it does not use', () => {
    expect(() => {
      assertDeployable(realProd)
    }).not.toThrow()
    // An existing certificate: the Edge stack requests none, so the domain name waits on no validation.
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123'
    expect(placeholdersIn({ ...realProd, domain: { names: ['remit.example'], certificateArn } })).toEqual([])
    // Dev: no domain, no alarm addresses, Cognito's own sender, so its placeholder mail domain stops nothing.
    expect(placeholdersIn(stageConfig('dev'))).toEqual([])
    expect(placeholdersIn(stageConfig('alice'))).toEqual([])
    expect(placeholdersIn({ ...realProd, authMailFromSes: false, mailDomain: 'mail.remit.example' })).toEqual([])
  })
})

/**
 * infra/app.ts run as the CDK CLI runs it (context in CDK_CONTEXT_JSON, the account in CDK_DEFAULT_ACCOUNT
 * when the CLI has credentials): the refusal comes before any stack is built, so these runs are quick.
 */
function runApp(context: Record<string, string>, account?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, CDK_CONTEXT_JSON: JSON.stringify(context), CDK_OUTDIR: join(tmpdir(), 'remit-no-synth') }
  delete env.CDK_DEFAULT_ACCOUNT
  if (account) env.CDK_DEFAULT_ACCOUNT = account
  return spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'infra', 'app.ts')], { cwd: REPO_ROOT, env, encoding: 'utf8' })
}

describe('infra/app.ts with placeholders', () => {
  it('refuses prod when the synth knows the account, as `cdk deploy -c stage=prod` with credentials does', () => {
    const run = runApp({ stage: 'prod' }, '123456789012')
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('Stage "prod" cannot be deployed: it still holds placeholder values (domain.names.0: remit.example')
  }, 60_000)

  it('refuses prod offline with -c deploy=true', () => {
    const run = runApp({ stage: 'prod', deploy: 'true' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('Stage "prod" cannot be deployed')
  }, 60_000)
})
