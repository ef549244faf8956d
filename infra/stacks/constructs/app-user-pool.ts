import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib'
import { AccountRecovery, ClientAttributes, FeaturePlan, Mfa, UserPool, UserPoolEmail, type UserPoolClient } from 'aws-cdk-lib/aws-cognito'
import { Construct } from 'constructs'
import { PASSWORD_POLICY } from '../../../shared/auth/password-policy'
import { REFRESH_TOKEN_DAYS } from '../../../shared/auth/session-lifetime'

export interface AppUserPoolProps {
  /** Prod-like: deletion protection and RETAIN_ON_UPDATE_OR_DELETE (deleting a pool deletes every login). */
  retainData: boolean
  /**
   * The verified SES domain identity Cognito's own e-mails (sign-up and e-mail-change codes, password
   * resets) go from, as no-reply@<domain>: the stage's `mailDomain`, which the Mail stack makes in
   * this same region (the Stateful stack depends on it, so it exists before the pool). Absent: Cognito's default sender (no-reply@verificationemail.com, 50 e-mails a day).
   */
  mailDomain?: string | undefined
}

/** The sender name of every e-mail the stage sends (the notifications use the same). */
export const MAIL_FROM_NAME = 'Remit'

/**
 * The Cognito user pool and the SPA's app client. Users sign in with their email; nobody signs up
 * through Cognito directly, because our API creates users (it also writes their profile).
 */
export class AppUserPool extends Construct {
  readonly userPool: UserPool
  readonly userPoolClient: UserPoolClient

  constructor(scope: Construct, id: string, props: AppUserPoolProps) {
    super(scope, id)
    this.userPool = new UserPool(this, 'Pool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: { ...PASSWORD_POLICY, tempPasswordValidity: Duration.days(3) },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Authenticator apps (TOTP) only, never SMS (SIM swaps, and a per-message price). Optional in
      // the pool because customers choose; staff are held to it by the API (functions/lib/route.ts).
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // Lite has all the pool does here (TOTP included); Essentials adds managed login, e-mail MFA, passwordless
      // and token customisation, none of which the app uses, at 2.7x the per-user price (docs/operations.md, "Cost").
      featurePlan: FeaturePlan.LITE,
      ...(props.mailDomain
        ? {
            email: UserPoolEmail.withSES({
              fromEmail: `no-reply@${props.mailDomain}`,
              fromName: MAIL_FROM_NAME,
              sesVerifiedDomain: props.mailDomain,
              // The pool's own region, where the Mail stack makes the identity (a token when the stage is environment-agnostic).
              sesRegion: Stack.of(this).region,
            }),
          }
        : {}),
      deletionProtection: props.retainData,
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY,
    })
    this.userPoolClient = this.userPool.addClient('WebClient', {
      // A browser cannot keep a secret.
      generateSecret: false,
      // Only the API signs users in (AdminInitiateAuth, IAM-signed): with USER_PASSWORD_AUTH anyone
      // holding the client id (it is in every access token) could guess passwords around our lockout.
      authFlows: { adminUserPassword: true },
      // Only our own sign-in screens: no hosted UI, no OAuth redirects to configure.
      disableOAuth: true,
      // Every access token carries aws.cognito.signin.user.admin, with which its holder may call
      // UpdateUserAttributes at Cognito around the API: an e-mail a thief sets and verifies there
      // would receive the password-reset codes. The API changes attributes only with Admin* calls,
      // which these lists do not bind, so the client may write none the API owns. Cognito reads an
      // empty list as "every standard attribute", so it names one nothing reads (zoneinfo) instead.
      writeAttributes: new ClientAttributes().withStandardAttributes({ timezone: true }),
      // Read: the address and whether it is proven (the ID token's claims); the API reads the rest with AdminGetUser.
      readAttributes: new ClientAttributes().withStandardAttributes({ email: true, emailVerified: true, timezone: true }),
      enableTokenRevocation: true,
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(REFRESH_TOKEN_DAYS),
    })
  }
}

/** The `iss` of a pool's tokens, which the API's JWT authorizer and the handlers check. */
export const cognitoIssuer = (region: string, userPoolId: string): string => `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`
