import type { Template } from 'aws-cdk-lib/assertions'
import { describe, expect, it } from 'vitest'
import { stageConfig } from '../config/stages'
import { synthesizedStage } from './testing/test-stage'

/** The pool for prod — two-factor by authenticator app, its own mail through SES, only the flows the API uses, a plan chosen. */
const poolOf = (template: Template) => {
  const [pool] = Object.values(template.findResources('AWS::Cognito::UserPool'))
  if (!pool) throw new Error('No user pool')
  return pool.Properties as Record<string, unknown>
}

describe.each(['dev', 'staging', 'prod'])('user pool (%s)', (stage) => {
  const built = synthesizedStage(stage)
  const template = built.templateOf(built.stateful)

  it('offers two-factor sign-in by authenticator app only, optional in the pool (the API holds staff to it)', () => {
    expect(poolOf(template)).toMatchObject({ MfaConfiguration: 'OPTIONAL', EnabledMfas: ['SOFTWARE_TOKEN_MFA'] })
  })

  it('is on the Lite plan: TOTP is in it, and the app uses nothing Essentials adds', () => {
    expect(poolOf(template).UserPoolTier).toBe('LITE')
  })

  it('lets the client use only what the API does: AdminInitiateAuth with a password, and refresh', () => {
    const clients = Object.values(template.findResources('AWS::Cognito::UserPoolClient'))
    expect(clients.map((client) => client.Properties.ExplicitAuthFlows)).toEqual([['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']])
  })

  it("lets a token's holder write no attribute the API owns at Cognito (a thief's e-mail would get the reset codes), and read only the address", () => {
    const clients = Object.values(template.findResources('AWS::Cognito::UserPoolClient'))
    // An empty list would mean every standard attribute to Cognito: the one named is read by nothing.
    expect(clients.map((client) => client.Properties.WriteAttributes)).toEqual([['zoneinfo']])
    expect(clients.map((client) => [...(client.Properties.ReadAttributes as string[])].sort())).toEqual([['email', 'email_verified', 'zoneinfo']])
  })

  it('offers no OAuth flow, so no token of it is asked for with scopes of its own (hosted UI, custom scopes)', () => {
    const clients = Object.values(template.findResources('AWS::Cognito::UserPoolClient'))
    for (const client of clients) {
      expect(client.Properties.AllowedOAuthFlowsUserPoolClient).not.toBe(true)
      expect(client.Properties.AllowedOAuthScopes ?? []).toEqual([])
    }
  })
})

/** Who sends the pool's mail: absent configuration means Cognito's default sender. */
const sendingAccountOf = (email: unknown): unknown =>
  typeof email === 'object' && email !== null && 'EmailSendingAccount' in email ? email.EmailSendingAccount : 'COGNITO_DEFAULT'

describe("the pool's own e-mails", () => {
  it("keep Cognito's default sender on a dev stage", () => {
    const dev = synthesizedStage('dev')
    const email = poolOf(dev.templateOf(dev.stateful)).EmailConfiguration
    expect(sendingAccountOf(email)).toBe('COGNITO_DEFAULT')
  })

  it.each(['staging', 'prod'])(
    'go through the SES identity the Mail stack makes for the mail domain, in the same region (%s, eu-west-1)',
    (stage) => {
      const env = { account: '123456789012', region: 'eu-west-1' }
      const built = synthesizedStage(stage, { overrides: { env } })
      const { mailDomain } = built.config
      expect(poolOf(built.templateOf(built.stateful)).EmailConfiguration).toEqual({
        EmailSendingAccount: 'DEVELOPER',
        From: `Remit <no-reply@${mailDomain}>`,
        SourceArn: {
          'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, `:ses:eu-west-1:123456789012:identity/${mailDomain}`]],
        },
      })
      built.templateOf(built.mail).hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: mailDomain })
      expect(built.mail.region).toBe(built.stateful.region)
      // Made before the pool: `cdk deploy --all` deploys the Mail stack first.
      expect(built.stateful.dependencies).toContain(built.mail)
    },
  )

  it('name the pool region when the stage is environment-agnostic, as the identity does', () => {
    const prod = synthesizedStage('prod')
    const email = poolOf(prod.templateOf(prod.stateful)).EmailConfiguration
    expect(JSON.stringify(email)).toContain('{"Ref":"AWS::Region"}')
  })

  it("fall back to Cognito's sender with -c authMailFromSes=false (a fresh account, before SES has verified the domain)", () => {
    expect(stageConfig('prod').authMailFromSes).toBe(true)
    expect(stageConfig('prod', {}, { authMailFromSes: false }).authMailFromSes).toBe(false)
    const fromCognito = synthesizedStage('prod', { overrides: { authMailFromSes: false } })
    const email = poolOf(fromCognito.templateOf(fromCognito.stateful)).EmailConfiguration
    expect(sendingAccountOf(email)).toBe('COGNITO_DEFAULT')
  })
})
